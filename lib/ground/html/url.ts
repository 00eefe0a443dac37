/**
 * Classifies a link that came from content (menus, hero buttons, messages):
 * external URLs stay as they are, anything else becomes a site path.
 */

export interface ClassifiedHref {
  external: boolean;
  href: string;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_EXTERNAL_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** `www.example.com`, `example.co.uk/path`: a host whose last label is letters. */
const BARE_DOMAIN = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,63}(?::\d+)?(?:[/?#]|$)/i;

/**
 * Returns null for links that must never be followed: scripting schemes
 * (javascript:, vbscript:, data:, …), any control character (browsers drop
 * tabs and newlines inside URLs, so "java\tscript:" would still run), paths
 * starting with a backslash (browsers read "/\evil.com" as another host),
 * or empty input.
 */
export function classifyHref(raw: string | null | undefined): ClassifiedHref | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || /[\u0000-\u001f\u007f]/.test(value)) return null;

  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme) return SAFE_EXTERNAL_SCHEMES.has(scheme) ? { external: true, href: value } : null;
  if (/^[/\\]{2}/.test(value)) return value.startsWith('//') ? { external: true, href: `https:${value}` } : null;
  if (value.startsWith('\\')) return null;
  if (BARE_DOMAIN.test(value)) return { external: true, href: `https://${value}` };
  return { external: false, href: value.startsWith('/') ? value : `/${value}` };
}

/**
 * An image source from content: absolute http(s) or a site path ("/x.png").
 * Anything else (data:, javascript:, "//host" without scheme is completed to
 * https) becomes null so the image is simply not shown.
 */
export function safeImageSrc(raw: string | null | undefined): string | null {
  const link = classifyHref(raw);
  if (!link) return null;
  if (!link.external) return link.href;
  return /^https?:\/\//i.test(link.href) ? link.href : null;
}
