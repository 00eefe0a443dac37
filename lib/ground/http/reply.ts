/**
 * The JSON replies every route handler answers with. Below the transport so
 * a rate limit or a service gate can answer without the route toolkit.
 */

const NO_STORE = 'no-store';

/** A JSON reply, never cached (it is one customer's data); `setCookies` are Set-Cookie values. */
export function reply(status: number, body: unknown, setCookies: readonly string[] = []): Response {
  const headers = new Headers({ 'Cache-Control': NO_STORE });
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return Response.json(body, { status, headers });
}

export function problem(status: number, error: string, message: string, extra: Record<string, unknown> = {}): Response {
  return reply(status, { error, message, ...extra });
}
