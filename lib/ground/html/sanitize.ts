import sanitize from 'sanitize-html';

/**
 * The one HTML allowlist for markup that comes from outside (product and
 * collection descriptions, content pages, snippet messages). Anything not
 * listed is dropped: scripts, styles, iframes, forms, event handlers, `style`
 * and `class` attributes, and any URL whose scheme is not listed.
 */

const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'span', 'img', ...TABLE_TAGS],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images may only come from the web; mailto:/tel:/data: make no sense there.
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page owns the only <h1>; demote headings from content one level.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const out = { ...attribs };
      // Only a new tab or this tab; named targets could address other windows.
      if (out.target !== undefined && out.target !== '_blank' && out.target !== '_self') delete out.target;
      // A new tab must not get a handle on this window (reverse tabnabbing).
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out = { ...attribs };
      // Shopify CDN markup often uses protocol-relative URLs; pin them to https.
      if (out.src?.startsWith('//')) out.src = `https:${out.src}`;
      return { tagName, attribs: out };
    },
  },
};

/** Called for each allowed element as it closes; return true to drop it with its content. */
export type DropElement = (element: { tag: string; text: string }) => boolean;

export interface SanitizeOptions {
  drop?: DropElement;
  /** Extra tags a caller needs (tag → allowed attributes), e.g. message section markers. */
  allow?: Record<string, string[]>;
}

export function sanitizeHtml(html: string | null | undefined, { drop, allow }: SanitizeOptions = {}): string {
  if (!html) return '';
  let options = OPTIONS;
  if (allow) {
    options = {
      ...options,
      allowedTags: [...(OPTIONS.allowedTags || []), ...Object.keys(allow)],
      allowedAttributes: { ...OPTIONS.allowedAttributes, ...allow },
    };
  }
  if (drop) options = { ...options, exclusiveFilter: (frame: sanitize.IFrame) => drop(frame) };
  return sanitize(html, options).trim();
}

/** Tags after which text continues on a new block; they become spaces in plain text. */
const BLOCK_TAG = /<\/?(?:p|div|br|h[1-6]|li|ul|ol|tr|td|th|table|section|article|blockquote|header|footer)\b[^>]*>/gi;

/** Plain text of a fragment: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const stripped = sanitize(html.replace(BLOCK_TAG, ' '), { allowedTags: [], allowedAttributes: {} });
  // sanitize-html decodes entities and re-escapes only these three in text.
  return stripped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
