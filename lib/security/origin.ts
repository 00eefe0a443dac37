/**
 * The same-origin rule of every state-changing route handler (checkout,
 * account, tagging, forms, postal): only our own pages may call them with
 * the shopper's cookies.
 */

function hostOf(value: string): string | null {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A browser request sent by another site: its Origin names another host than
 * the one it was sent to. Browsers send Origin on every POST, PUT and DELETE;
 * without one, Sec-Fetch-Site still tells a cross-site request apart.
 */
export function isCrossOrigin(request: Request): boolean {
  const host = request.headers.get('host')?.toLowerCase() ?? hostOf(request.url);
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === 'null' || hostOf(origin) !== host;
  const site = request.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}
