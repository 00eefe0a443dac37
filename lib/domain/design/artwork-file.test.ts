import { ARTWORK_ACCEPT, ARTWORK_EXTENSIONS, ARTWORK_MAX_BYTES, ARTWORK_SNIFF_BYTES, artworkKind, artworkRefusal, sniffArtwork } from './artwork-file';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

// Real leading bytes of each format (trimmed after the part that identifies it).
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR', [0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0]);
const JPEG_JFIF = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]);
const JPEG_EXIF = bytes([0xff, 0xd8, 0xff, 0xe1, 0x2a, 0x5e], 'Exif', [0, 0]);
const PDF = bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n');
const AI_PDF = bytes(
  '%PDF-1.6\r%',
  [0xe2, 0xe3, 0xcf, 0xd3],
  '\r\n1 0 obj\r<</Metadata 2 0 R/Pages 3 0 R/Type/Catalog>>\rendobj\r2 0 obj\r<</Length 2048/Subtype/XML/Type/Metadata>>stream\r\n',
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>\n<x:xmpmeta xmlns:x="adobe:ns:meta/">',
  '<xmp:CreatorTool>Adobe Illustrator 27.0 (Macintosh)</xmp:CreatorTool>',
);
const EPS = bytes('%!PS-Adobe-3.0 EPSF-3.0\n%%Creator: GPL Ghostscript\n%%BoundingBox: 0 0 612 792\n');
const ILLUSTRATOR_EPS = bytes('%!PS-Adobe-3.1 EPSF-3.0\r\n%%Creator: Adobe Illustrator(R) 24.0\r\n%%BoundingBox: 0 0 300 200\r\n');
const AI_POSTSCRIPT = bytes('%!PS-Adobe-3.0 \r%%Creator: Adobe Illustrator(R) 8.0\r%%AI8_CreatorVersion: 8.0.1\r%%BoundingBox: 0 0 300 200\r');
const POSTSCRIPT_JOB = bytes('%!PS-Adobe-3.0\n%%Creator: dvips(k) 5.996\n%%Pages: 12\n');
const DOS_EPS = bytes([0xc5, 0xd0, 0xd3, 0xc6, 0x20, 0, 0, 0, 0x10, 0x27, 0, 0], '%!PS-Adobe-3.0 EPSF-3.0');
const PSD = bytes('8BPS', [0, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 1, 0, 0, 0, 1, 0, 0, 8, 0, 3]);
const PSB = bytes('8BPS', [0, 2, 0, 0, 0, 0, 0, 0, 0, 3]);
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>');
const SVG_PROLOG = bytes(
  [0xef, 0xbb, 0xbf],
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\r\n<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->\n',
  '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n  <!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">\n]>\n',
  '<svg version="1.1"\n  xmlns="http://www.w3.org/2000/svg">',
);
const HTML = bytes('<!DOCTYPE html>\n<html><body><svg xmlns="http://www.w3.org/2000/svg"></svg></body></html>');
const HTML_NO_DOCTYPE = bytes('<html><svg></svg></html>');
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], 'This program cannot be run in DOS mode.');

describe('sniffArtwork', () => {
  it.each([
    ['a PNG', PNG, 'png'],
    ['a JFIF JPEG', JPEG_JFIF, 'jpg'],
    ['an Exif JPEG', JPEG_EXIF, 'jpg'],
    ['a PDF', PDF, 'pdf'],
    ['an Illustrator PDF-compatible file', AI_PDF, 'ai'],
    ['an EPS', EPS, 'eps'],
    ['an EPS saved by Illustrator (EPSF on the first line wins)', ILLUSTRATOR_EPS, 'eps'],
    ['a PostScript Illustrator file', AI_POSTSCRIPT, 'ai'],
    ['a DOS EPS with a binary header', DOS_EPS, 'eps'],
    ['a PSD', PSD, 'psd'],
    ['a PSB (PSD version 2)', PSB, 'psd'],
    ['a bare SVG', SVG, 'svg'],
    ['an SVG with BOM, XML declaration, comment and DOCTYPE with an internal subset', SVG_PROLOG, 'svg'],
  ] as const)('recognises %s', (_, head, kind) => {
    expect(sniffArtwork(head)).toBe(kind);
  });

  it.each([
    ['a program', EXE],
    ['an HTML page with a DOCTYPE', HTML],
    ['an HTML page without one', HTML_NO_DOCTYPE],
    ['a PostScript print job (neither EPS nor Illustrator)', POSTSCRIPT_JOB],
    ['a PSD of an unknown version', bytes('8BPS', [0, 3, 0, 0])],
    ['an upper-case SVG tag', bytes('<SVG></SVG>')],
    ['a tag that only starts with svg', bytes('<svgfoo/>')],
    ['a DOCTYPE of another root before <svg', bytes('<!DOCTYPE foo><svg/>')],
    ['an unclosed comment', bytes('<!-- <svg>')],
    ['plain text', bytes('hello <svg>')],
    ['nothing', new Uint8Array(0)],
    ['a truncated PNG signature', PNG.subarray(0, 5)],
  ])('refuses %s', (_, head) => {
    expect(sniffArtwork(head)).toBeNull();
  });
});

describe('artworkKind', () => {
  const file = (name: string, size = 1234) => ({ name, size });

  it.each([
    ['photo.jpg', 'jpg', JPEG_JFIF],
    ['photo.JPEG', 'jpg', JPEG_EXIF],
    ['logo.png', 'png', PNG],
    ['flyer.pdf', 'pdf', PDF],
    ['saved-from-illustrator.pdf', 'pdf', AI_PDF],
    ['logo.ai', 'ai', AI_PDF],
    ['old.ai', 'ai', AI_POSTSCRIPT],
    ['exported.ai', 'ai', PDF],
    ['logo.eps', 'eps', EPS],
    ['logo.eps', 'eps', ILLUSTRATOR_EPS],
    ['logo.eps', 'eps', DOS_EPS],
    ['layers.psd', 'psd', PSD],
    ['icon.svg', 'svg', SVG_PROLOG],
    ['my.logo.final.PNG', 'png', PNG],
  ] as const)('takes %s with matching content as %s', (name, kind, head) => {
    expect(artworkKind(file(name), head)).toBe(kind);
  });

  it.each([
    ['setup.exe', 'EXE', EXE],
    ['setup.png', 'EXE', EXE],
    ['image.pdf', 'PNG', PNG],
    ['image.png', 'JPEG_JFIF', JPEG_JFIF],
    ['photo.jpg', 'PNG', PNG],
    ['page.svg', 'HTML', HTML],
    ['page.svg', 'HTML_NO_DOCTYPE', HTML_NO_DOCTYPE],
    ['vector.eps', 'AI_PDF', AI_PDF],
    ['vector.eps', 'PDF', PDF],
    ['flyer.pdf', 'EPS', EPS],
    ['layers.psd', 'PNG', PNG],
    ['art.ai', 'PNG', PNG],
    ['print.eps', 'POSTSCRIPT_JOB', POSTSCRIPT_JOB],
    ['logo.gif', 'GIF', bytes('GIF89a')],
    ['logo.tiff', 'TIFF', bytes('II*', [0])],
    ['png', 'PNG', PNG],
    ['logo.png.exe', 'PNG', PNG],
  ])('refuses %s holding %s', (name, _, head) => {
    expect(artworkKind(file(name), head)).toBeNull();
  });

  it('takes a file of exactly the maximum size and refuses one byte more', () => {
    expect(artworkKind(file('big.png', ARTWORK_MAX_BYTES), PNG)).toBe('png');
    expect(artworkKind(file('big.png', ARTWORK_MAX_BYTES + 1), PNG)).toBeNull();
  });

  it('refuses an empty file', () => {
    expect(artworkKind(file('empty.png', 0), PNG)).toBeNull();
  });
});

describe('artworkRefusal', () => {
  it('names why a file is refused: too large first, then not an accepted kind', () => {
    expect(artworkRefusal({ name: 'huge.png', size: ARTWORK_MAX_BYTES + 1 }, PNG)).toBe('tooLarge');
    expect(artworkRefusal({ name: 'notes.txt', size: 40 }, bytes('just some words'))).toBe('notAccepted');
    expect(artworkRefusal({ name: 'setup.exe', size: EXE.length }, EXE)).toBe('notAccepted');
    expect(artworkRefusal({ name: 'photo.png', size: 1 }, JPEG_JFIF)).toBe('notAccepted');
  });

  it('takes an accepted file', () => {
    expect(artworkRefusal({ name: 'logo.png', size: 2_000 }, PNG)).toBeNull();
  });
});

describe('constants', () => {
  it('reads enough bytes for every signature and the Illustrator marker', () => {
    expect(ARTWORK_SNIFF_BYTES).toBeGreaterThanOrEqual(4096);
  });

  it('offers every extension and the MIME types to the file picker', () => {
    const accept = ARTWORK_ACCEPT.split(',');
    for (const ext of ARTWORK_EXTENSIONS) expect(accept).toContain(`.${ext}`);
    expect(accept).toEqual(expect.arrayContaining(['image/png', 'image/jpeg', 'application/pdf', 'image/svg+xml']));
    expect(ARTWORK_ACCEPT).not.toMatch(/\s/);
  });
});
