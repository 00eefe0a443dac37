/**
 * The emulator's own HTML pages (the platform's checkout, the procurement system): one document shell and
 * one set of response headers, so every page escapes alike and runs no script.
 */

/** Every dynamic value on a page goes through this: cart attributes, notes and orders are outside input. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * Keys and session ids ride in these pages' URLs: keep them out of Referer headers, caches and any script.
 * Images load only from `imageOrigins`, and forms go (or redirect) only here and to `formTargets` (parsed URL
 * origins, so no quoting needed).
 */
export function pageHeaders(imageOrigins: readonly string[] = [], formTargets: readonly string[] = []): Record<string, string> {
  const images = imageOrigins.length ? `; img-src ${[...new Set(imageOrigins)].join(' ')}` : '';
  // Browsers hold a form's redirects to form-action too: a form that ends by sending the browser on names where.
  const forms = ["'self'", ...new Set(formTargets)].join(' ');
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'${images}; form-action ${forms}; base-uri 'none'; frame-ancestors 'none'`,
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}

export interface DocumentParts {
  lang: string;
  /** Escaped here. */
  title: string;
  css: string;
  /** Already escaped: a `<header>` above `<main>`, if any. */
  banner?: string;
  /** Already escaped attributes of the `<main>` tag (with a leading space). */
  mainAttrs?: string;
  /** Already escaped content of `<main>`. */
  body: string;
}

export function htmlDocument({ lang, title, css, banner = '', mainAttrs = '', body }: DocumentParts): string {
  return `<!doctype html>
<html lang="${esc(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${css}</style>
</head>
<body>
${banner ? `${banner}\n` : ''}<main${mainAttrs}>
${body}
</main>
</body>
</html>
`;
}
