/**
 * Where to go after login: the redirectUrl query
 * parameter, else the previous location, else /. Both come from outside
 * (a link anyone can craft, the Referer), so only paths on our own origin
 * pass: no open redirect.
 */

/** The auth pages: never a place to come back to after signing in. */
export const AUTH_PATHS = ['/login', '/register', '/forget-password'] as const;

// C0 controls, DEL and the C1 range; URL parsers strip or fold some of them
// ("/\t/evil" becomes "//evil"), so their mere presence disqualifies a target.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** A root-relative path that cannot be read as another host, in this form or decoded once. */
function looksLikeLocalPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !CONTROL_CHARS.test(value)
  );
}

/**
 * `raw` as a same-origin path with its query and fragment ("/account",
 * "/account/orders/summary?x=1"), or null when it is missing or could lead
 * anywhere else: protocol-relative ("//evil.example", "/\\evil.example"),
 * absolute URLs, "javascript:", control characters, or any of these
 * percent-encoded (checked once decoded too, for whoever decodes it again).
 * The check holds on the normalised path the browser will follow: dot
 * segments can turn "/.//evil.example" or "/x/../..//evil.example" into
 * "//evil.example", so the answer is the parsed path, checked again.
 */
export function safeRedirect(raw: string | null | undefined, origin: string): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!looksLikeLocalPath(raw) || !looksLikeLocalPath(decodedOnce(raw) ?? '//')) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!looksLikeLocalPath(path) || !looksLikeLocalPath(decodedFully(url.pathname))) return null;
  return path;
}

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Decoded until it stops changing (a few rounds at most): "/%252f/" reads "//" to whoever decodes twice. */
function decodedFully(value: string): string {
  let current = value;
  for (let round = 0; round < 4; round++) {
    const next = decodedOnce(current);
    if (next === null || next === current) break;
    current = next;
  }
  return current;
}

/** The path of an auth page (after which the shopper should not land again). */
export function isAuthPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return AUTH_PATHS.some((p) => pathname === p || pathname === `${p}/`);
}

/**
 * The previous location from the Referer: a same-origin page other than the
 * auth pages, as a path; else null.
 */
export function previousLocation(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = safeRedirect(`${url.pathname}${url.search}${url.hash}`, origin);
  return path && !isAuthPath(path) ? path : null;
}

/**
 * Where the shopper came from, for after login: the redirectUrl parameter
 * (when safe and not an auth page), else the previous location, else null.
 * The auth pages pass it on to each other, so it survives a detour through
 * registration or password recovery.
 */
export function shopperOrigin(redirectUrl: string | null, referrer: string, origin: string): string | null {
  const target = safeRedirect(redirectUrl, origin);
  if (target && !isAuthPath(target)) return target;
  return previousLocation(referrer, origin);
}

/** `path` carrying `target` as its redirectUrl parameter and, when given, why the shopper is signing in (or bare without either). */
export function withRedirectUrl(path: string, target: string | null, reason?: string | null): string {
  const params = [target ? `redirectUrl=${encodeURIComponent(target)}` : '', reason ? `reason=${encodeURIComponent(reason)}` : ''].filter(Boolean);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}
