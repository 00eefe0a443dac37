import assert from 'node:assert/strict';
import sharp from 'sharp';
import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';
import type { TestEmulator } from './helpers.ts';

/** What the design service's tests share: the API key, user tokens, gallery uploads and the editor's own calls. */
export const DESIGNER_KEY = 'emulator-designer-key';
export const D = '/designer';

export const withKey = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { 'X-CustomersCanvasAPIKey': DESIGNER_KEY, ...(init.headers ?? {}) } });

export async function tokenFor(t: TestEmulator, userId: string, query = ''): Promise<string> {
  const res = await t.get(`${D}/api/Auth/Users/${userId}/Tokens${query}`, withKey({ method: 'POST' }));
  assert.equal(res.status, 200);
  return ((await res.json()) as { tokenId: string }).tokenId;
}

export const png = (w: number, h: number, color = '#3b82f6') => sharp({ create: { width: w, height: h, channels: 3, background: color } }).png().toBuffer();

export function upload(t: TestEmulator, userId: string, token: string | null, files: { name: string; bytes: Buffer }[], query = '', fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)]), f.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return t.get(`${D}/api/Gallery/Private/${userId}/files${query}`, { method: 'POST', body: form, headers: token ? { 'X-CustomersCanvasUserToken': token } : {} });
}

export const postEditor = (t: TestEmulator, path: string, userId: string, token: string, body: unknown) =>
  t.get(`${D}/api/editor/${path}?userId=${userId}`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-CustomersCanvasUserToken': token }, body: JSON.stringify(body) });

/** A page's content streams, decoded, as one text. */
export function pageOperators(pdf: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFRawStream ? [contents] : [];
  if (!streams.length) {
    const arr = pdf.context.lookup(page.node.get(PDFName.of('Contents')));
    for (const ref of (arr as unknown as { asArray(): unknown[] }).asArray?.() ?? []) streams.push(pdf.context.lookup(ref as never) as PDFRawStream);
  }
  return streams.map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1')).join('\n');
}

/** The alpha of one pixel of a PNG (255 when it has no alpha channel). */
export async function alphaAt(bytes: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3]!;
}
