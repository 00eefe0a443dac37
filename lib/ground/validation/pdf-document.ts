import 'server-only';
import { PDFDocument } from 'pdf-lib';
import { hasPdfFrame } from './pdf';

/**
 * A PDF someone can open and read: the frame first (./pdf.ts, cheap), then
 * a full parse with pdf-lib that must reach the document's catalog and a
 * page tree holding at least one page. A damaged object fails the parse
 * rather than being skipped, so a file cut short or patched together is
 * refused, not repaired. Encryption is no reason to refuse: many issued
 * certificates carry owner-password restrictions, and the structure stays
 * readable. Server side only: the library is too large for the browser.
 */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  if (!hasPdfFrame(bytes)) return false;
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}
