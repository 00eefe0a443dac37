/**
 * Which uploaded files the design editor takes as artwork. The product
 * rule: at most 10,000,000 bytes, one of a few extensions; a file that
 * fails is refused with its reason (artworkRefusal). The name alone is not trusted: the leading
 * bytes must be the format the extension claims, so a renamed program or
 * web page never reaches the image host (which would store it, and for an
 * SVG, serve it back as a page of ours).
 */

export const ARTWORK_MAX_BYTES = 10_000_000;
export const ARTWORK_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'psd', 'ai', 'eps', 'svg'] as const;
export type ArtworkExtension = (typeof ARTWORK_EXTENSIONS)[number];

export type ArtworkKind = 'png' | 'jpg' | 'pdf' | 'ai' | 'eps' | 'psd' | 'svg';

/**
 * How many leading bytes sniffArtwork reads. Illustrator's PDF files name
 * their creator in the XMP packet near the start, after the catalog and
 * sometimes after a long header; 16 KB covers it and is still a cheap slice.
 */
export const ARTWORK_SNIFF_BYTES = 16 * 1024;

/**
 * For `<input type=file accept>`: the extensions, plus the MIME types some
 * pickers (phones) filter by instead. Only a hint: artworkKind decides.
 */
export const ARTWORK_ACCEPT = [
  ...ARTWORK_EXTENSIONS.map((ext) => `.${ext}`),
  'image/jpeg',
  'image/png',
  'application/pdf',
  'image/vnd.adobe.photoshop',
  'application/postscript',
  'application/illustrator',
  'image/svg+xml',
].join(',');

/** The container a file's bytes are in; an Illustrator file is a PDF or a PostScript one. */
type Family = 'png' | 'jpg' | 'pdf' | 'postscript' | 'psd' | 'svg';

interface Sniffed {
  kind: ArtworkKind;
  family: Family;
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
/** A "DOS EPS" file: a binary header pointing at its PostScript and a preview image. */
const DOS_EPS_SIGNATURE = [0xc5, 0xd0, 0xd3, 0xc6];
const PDF_SIGNATURE = ascii('%PDF-');
const POSTSCRIPT_SIGNATURE = ascii('%!PS-Adobe');
const PSD_SIGNATURE = ascii('8BPS');
const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

/** The bytes as Latin-1 text: every format recognised here is ASCII where it matters. */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}

/** The first line of a PostScript file: up to CR or LF. */
function firstLine(text: string): string {
  const end = text.search(/[\r\n]/);
  return end < 0 ? text : text.slice(0, end);
}

/**
 * Whether the text's first element is `<svg`: only an XML declaration,
 * processing instructions, comments, whitespace and a DOCTYPE naming `svg`
 * may come before it. A DOCTYPE of anything else (`<!DOCTYPE html>`) is a
 * web page, refused even when an `<svg` follows.
 */
function isSvgText(text: string): boolean {
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const space = /^[ \t\r\n]+/.exec(rest);
    if (space) {
      i += space[0].length;
    } else if (rest.startsWith('<?')) {
      const end = text.indexOf('?>', i + 2);
      if (end < 0) return false;
      i = end + 2;
    } else if (rest.startsWith('<!--')) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) return false;
      i = end + 3;
    } else if (rest.startsWith('<!DOCTYPE')) {
      if (!/^<!DOCTYPE[ \t\r\n]+svg[ \t\r\n>[]/.test(rest)) return false;
      const end = doctypeEnd(text, i);
      if (end < 0) return false;
      i = end;
    } else {
      return /^<svg[ \t\r\n/>]/.test(rest);
    }
  }
  return false;
}

/** Index after a DOCTYPE's closing `>`, skipping an internal subset in brackets (entity declarations); -1 when cut off. */
function doctypeEnd(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 2; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  return -1;
}

function sniff(head: Uint8Array): Sniffed | null {
  if (startsWith(head, PNG_SIGNATURE)) return { kind: 'png', family: 'png' };
  if (startsWith(head, JPEG_SIGNATURE)) return { kind: 'jpg', family: 'jpg' };
  if (startsWith(head, DOS_EPS_SIGNATURE)) return { kind: 'eps', family: 'postscript' };
  if (startsWith(head, PSD_SIGNATURE)) {
    // Version 1 is a PSD, 2 the large-document variant (PSB); anything else is not Photoshop's.
    const version = ((head[4] ?? 0) << 8) | (head[5] ?? 0);
    return version === 1 || version === 2 ? { kind: 'psd', family: 'psd' } : null;
  }
  if (startsWith(head, PDF_SIGNATURE)) {
    return { kind: latin1(head).includes('Illustrator') ? 'ai' : 'pdf', family: 'pdf' };
  }
  if (startsWith(head, POSTSCRIPT_SIGNATURE)) {
    const text = latin1(head);
    if (firstLine(text).includes('EPSF')) return { kind: 'eps', family: 'postscript' };
    if (/^%%Creator:\s*Adobe Illustrator/m.test(text)) return { kind: 'ai', family: 'postscript' };
    // A PostScript print job: no bounding box to place, not artwork.
    return null;
  }
  const text = latin1(startsWith(head, UTF8_BOM) ? head.subarray(UTF8_BOM.length) : head);
  return isSvgText(text) ? { kind: 'svg', family: 'svg' } : null;
}

/** What the leading bytes of a file are, by their magic numbers; null for anything not artwork. */
export function sniffArtwork(head: Uint8Array): ArtworkKind | null {
  return sniff(head)?.kind ?? null;
}

/** The content each extension may hold, and the kind the file is then handled as. */
const BY_EXTENSION: Record<ArtworkExtension, { kind: ArtworkKind; families: readonly Family[] }> = {
  jpg: { kind: 'jpg', families: ['jpg'] },
  jpeg: { kind: 'jpg', families: ['jpg'] },
  png: { kind: 'png', families: ['png'] },
  // An Illustrator file saved as .pdf is a PDF: fine.
  pdf: { kind: 'pdf', families: ['pdf'] },
  // Illustrator writes PDF-compatible files, and older versions PostScript.
  ai: { kind: 'ai', families: ['pdf', 'postscript'] },
  eps: { kind: 'eps', families: ['postscript'] },
  psd: { kind: 'psd', families: ['psd'] },
  svg: { kind: 'svg', families: ['svg'] },
};

function extensionOf(name: string): ArtworkExtension | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  return (ARTWORK_EXTENSIONS as readonly string[]).includes(ext) ? (ext as ArtworkExtension) : null;
}

/**
 * The kind an upload is handled as, or null when it is refused: empty,
 * larger than ARTWORK_MAX_BYTES, an extension not on the list, or content
 * (the first ARTWORK_SNIFF_BYTES bytes) that is not what the extension says.
 */
export function artworkKind(file: { name: string; size: number }, head: Uint8Array): ArtworkKind | null {
  if (!(file.size > 0) || file.size > ARTWORK_MAX_BYTES) return null;
  const ext = extensionOf(file.name);
  if (!ext) return null;
  const content = sniff(head);
  const rule = BY_EXTENSION[ext];
  return content && rule.families.includes(content.family) ? rule.kind : null;
}

/** Why a file is not taken as artwork, as the shopper is told: too large, or not an accepted kind. */
export type ArtworkRefusal = 'tooLarge' | 'notAccepted';

export function artworkRefusal(file: { name: string; size: number }, head: Uint8Array): ArtworkRefusal | null {
  if (file.size > ARTWORK_MAX_BYTES) return 'tooLarge';
  return artworkKind(file, head) ? null : 'notAccepted';
}
