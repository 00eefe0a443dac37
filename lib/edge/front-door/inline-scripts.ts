import { createHash } from 'node:crypto';

/**
 * The CSP source expressions ('sha256-…') of every inline script in an HTML
 * document. Next streams its RSC payload in inline scripts that differ per
 * page; hashing them at serve time lets script-src drop 'unsafe-inline'
 * while the cached HTML stays byte-identical (a per-request nonce would have
 * to be written into the body and made every page uncacheable).
 */

// React escapes "</script" inside script text, so the first closing tag ends the element.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (HAS_SRC.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
