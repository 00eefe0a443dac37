import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A start link a procurement gateway (JSON) or an OCI buyer's system signs
 * with the secret it shares with us: `ts` (Unix seconds) and `sig`, the hex
 * HMAC-SHA256 of `{buyer}\n{ts}\n{returnUrl}`. Binding the return URL means a
 * link cannot be re-pointed; the time bounds how long a leaked link works.
 */

export const START_LINK_TTL_SECONDS = 10 * 60;
/** Another machine's clock may run a little ahead. */
const CLOCK_SKEW_SECONDS = 60;

export function startLinkSignature(secret: string, buyer: string, ts: number, returnUrl: string): string {
  return createHmac('sha256', secret).update(`${buyer}\n${ts}\n${returnUrl}`).digest('hex');
}

export type StartLinkCheck = 'ok' | 'unsigned' | 'forged' | 'expired';

export function checkStartLink(
  link: { buyer: string; ts: string | null | undefined; sig: string | null | undefined; returnUrl: string },
  secret: string,
  nowMs: number = Date.now(),
): StartLinkCheck {
  if (!link.sig || !link.ts) return 'unsigned';
  if (!/^\d{1,12}$/.test(link.ts) || !/^[0-9a-f]{64}$/.test(link.sig)) return 'forged';
  const ts = Number(link.ts);
  const expected = Buffer.from(startLinkSignature(secret, link.buyer, ts, link.returnUrl));
  if (!timingSafeEqual(expected, Buffer.from(link.sig))) return 'forged';
  const now = Math.floor(nowMs / 1000);
  return ts > now + CLOCK_SKEW_SECONDS || now - ts > START_LINK_TTL_SECONDS ? 'expired' : 'ok';
}
