/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { PDFDocument } from 'pdf-lib';
import { isReadablePdf } from './pdf-document';
import { certificatePdf, FAKE_CERTIFICATES } from '@/tests/fixtures/pdf';
import { hasPdfFrame, pdfFrameProblem } from './pdf';

const text = (value: string) => new TextEncoder().encode(value);

/** A one-page certificate as a PDF writer saves it: with a cross-reference stream, or with a classic xref table. */
async function certificate({ objectStreams = true, pages = 1 } = {}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) document.addPage([612, 792]).drawText('Certificate of exemption', { x: 72, y: 700 });
  return document.save({ useObjectStreams: objectStreams, addDefaultPage: false });
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

describe('pdfFrameProblem (the check the browser runs too)', () => {
  it('accepts a whole PDF, with either kind of cross-reference section', async () => {
    expect(pdfFrameProblem(await certificate())).toBeNull();
    expect(pdfFrameProblem(await certificate({ objectStreams: false }))).toBeNull();
  });

  it('accepts padding after %%EOF', async () => {
    expect(hasPdfFrame(concat(await certificate(), text('\r\n\n'), new Uint8Array(16)))).toBe(true);
  });

  it.each([
    ['an empty file', new Uint8Array()],
    ['the six bytes "%PDF-x"', text('%PDF-x')],
    ['a renamed text file', text('Please treat me as tax exempt.\n')],
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['text after a PDF header', text('%PDF-1.4\nI am exempt\n%%EOF\n')],
  ])('refuses %s', (_name, bytes) => {
    expect(hasPdfFrame(bytes)).toBe(false);
  });

  it('refuses a PDF whose startxref points anywhere but a cross-reference section', async () => {
    const whole = new TextDecoder('latin1').decode(await certificate({ objectStreams: false }));
    const [, offset] = /startxref\s+(\d+)/.exec(whole)!;
    const moved = whole.replace(/startxref\s+\d+/, `startxref\n${Number(offset) - 7}`);
    expect(pdfFrameProblem(Uint8Array.from(moved, (c) => c.charCodeAt(0)))).toBe('xref');
    expect(pdfFrameProblem(Uint8Array.from(whole.replace(/startxref\s+\d+/, 'startxref\n99999999'), (c) => c.charCodeAt(0)))).toBe('xref');
  });

  it('refuses a PDF cut short anywhere', async () => {
    for (const whole of [await certificate(), await certificate({ objectStreams: false })]) {
      for (const keep of [whole.length - 1, whole.length - 6, whole.length - 30, Math.floor(whole.length / 2), 100, 9]) {
        expect([keep, hasPdfFrame(whole.subarray(0, keep))]).toEqual([keep, false]);
      }
    }
  });

  it('refuses bytes after %%EOF that are not padding', async () => {
    expect(pdfFrameProblem(concat(await certificate(), text('\nGARBAGE')))).toBe('end');
  });
});

describe('isReadablePdf (the server’s parse)', () => {
  it('accepts a one-page PDF saved either way, and a longer one', async () => {
    expect(await isReadablePdf(await certificate())).toBe(true);
    expect(await isReadablePdf(await certificate({ objectStreams: false }))).toBe(true);
    expect(await isReadablePdf(await certificate({ pages: 3 }))).toBe(true);
  });

  it('refuses a PDF without pages', async () => {
    const empty = await certificate({ pages: 0 });
    expect(hasPdfFrame(empty)).toBe(true);
    expect(await isReadablePdf(empty)).toBe(false);
  });

  it('refuses the fakes and a truncated PDF', async () => {
    for (const bytes of [new Uint8Array(), text('%PDF-x'), text('%PDF-1.4\n%%EOF\n'), text('hello.pdf')]) {
      expect(await isReadablePdf(bytes)).toBe(false);
    }
    const whole = await certificate();
    expect(await isReadablePdf(whole.subarray(0, whole.length - 40))).toBe(false);
  });

  it('refuses a frame around objects that do not parse', async () => {
    // A well-formed frame whose xref table points at broken objects: the header, a section, startxref and %%EOF.
    const body = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R\n';
    const xref = body.length;
    const forged = `${body}xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    const bytes = text(forged);
    expect(hasPdfFrame(bytes)).toBe(true);
    expect(await isReadablePdf(bytes)).toBe(false);
  });
});

describe('the test certificates', () => {
  it('are what they claim: the real one parses, every fake is refused', async () => {
    expect(await isReadablePdf(certificatePdf())).toBe(true);
    expect(await isReadablePdf(certificatePdf(2))).toBe(true);
    for (const [label, bytes] of FAKE_CERTIFICATES) expect([label, await isReadablePdf(bytes)]).toEqual([label, false]);
  });
});
