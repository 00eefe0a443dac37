import { config } from './config';

/**
 * The client's address, for the rate limits and reCAPTCHA's `remoteip`.
 * Route handlers cannot see the socket, so it comes from X-Forwarded-For,
 * whose hops our own front server (lib/edge/front-door, started by
 * scripts/serve.mjs) controls: with TRUST_PROXY off it overwrites the
 * header with the socket address; with TRUST_PROXY on it appends the socket
 * address (the trusted proxy's) to what that proxy sent. Either way only the
 * rightmost hops are trustworthy, never the leftmost, which any client can
 * write: off → the last hop (the socket), on → the hop before it (the
 * address the trusted proxy saw). Without our front server in front (a bare
 * `next start`), the header is whatever the client sent: deploy behind it.
 */
export function clientIp(request: Request, trustProxy: boolean = config().TRUST_PROXY === 'on'): string | undefined {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return undefined;
  const index = Math.max(0, hops.length - 1 - (trustProxy ? 1 : 0));
  return hops[index];
}
