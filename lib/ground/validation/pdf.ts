/**
 * A PDF's frame, read without a PDF library so the browser can check a
 * chosen file before sending it: the "%PDF-1.x" header first, then, near the
 * end, `startxref` with the offset of a cross-reference section (an `xref`
 * table or an `N G obj` cross-reference stream) and the final `%%EOF`. A
 * renamed text file has no such frame, and a truncated download loses its
 * end, where the frame closes. Whether the objects inside hold together
 * (a catalog, a page tree with a page) is the server's parse
 * (./pdf-document.ts).
 */

/** Readers look for %%EOF in the last kilobyte; some writers leave padding after it. */
const TAIL_BYTES = 1024;
const HEADER = /^%PDF-[12]\.\d/;
const STARTXREF = /startxref\s+(\d+)\s+%%EOF$/;
const XREF_SECTION = /^[\0\s]*(?:xref\b|\d+\s+\d+\s+obj\b)/;

/** Bytes as Latin-1 text: one character per byte, so offsets stay byte offsets. */
function latin1(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = Math.max(0, start); i < Math.min(bytes.length, end); i += 1) text += String.fromCharCode(bytes[i]!);
  return text;
}

export type PdfFrameProblem = 'header' | 'end' | 'xref';

/** What is wrong with the file's frame, or null when it has a whole one. */
export function pdfFrameProblem(bytes: Uint8Array): PdfFrameProblem | null {
  if (!HEADER.test(latin1(bytes, 0, 8))) return 'header';
  // Padding (blank lines, NULs) may follow %%EOF; anything else means the file does not end there.
  const tail = latin1(bytes, bytes.length - TAIL_BYTES, bytes.length).replace(/[\0\s]+$/, '');
  if (!tail.endsWith('%%EOF')) return 'end';
  const startxref = STARTXREF.exec(tail);
  if (!startxref) return 'end';
  const offset = Number(startxref[1]);
  if (!Number.isSafeInteger(offset) || offset < 8 || offset >= bytes.length) return 'xref';
  return XREF_SECTION.test(latin1(bytes, offset, offset + 64)) ? null : 'xref';
}

/** True when the file starts and ends as a PDF does (see pdfFrameProblem). */
export const hasPdfFrame = (bytes: Uint8Array): boolean => pdfFrameProblem(bytes) === null;
