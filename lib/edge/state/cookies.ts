/**
 * The browser's own small cookies (the language tip's "seen", the checkout
 * markers): one reader and one writer, shared by the header's islands.
 */

/** A cookie of that name is set (false on the server). */
export function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => pair.trim().split('=')[0] === name);
}

/** Sets a site-wide first-party cookie for `maxAgeSeconds` (0 removes it). */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
