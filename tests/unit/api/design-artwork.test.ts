/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/services/image-host', () => {
  const upload = jest.fn();
  return { imageHost: () => ({ upload }), __upload: upload };
});

import sharp from 'sharp';
import { POST } from '@/app/api/design/artwork/route';
import { designArtworkContract } from '@/lib/edge/api/contracts/design';
import * as host from '@/lib/services/image-host';
import { fetchMock, installHarness, quietLogs, read, visitorCookie } from './account-harness';

installHarness();
quietLogs();

const upload = (host as unknown as { __upload: jest.Mock }).__upload;
const DESIGNER = 'http://127.0.0.1:4000/designer';
const DELIVERY = 'http://localhost:4000/printshop/image/upload';
const VISITOR = '0b8e1c7a-2f0e-4d7a-9a51-3c1f5e0d2b44';

const pngBytes = () => sharp({ create: { width: 40, height: 30, channels: 4, background: '#c0392b' } }).png().toBuffer();
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let delivered: string[];
let gallery: { url: string; token: string | null; name: FormDataEntryValue | null }[];
let tokenStatus: number;
let deliveryStatus: number;
/** What the host delivers instead of the converted PNG, when set. */
let deliveredBody: Buffer | null;

beforeEach(async () => {
  delivered = [];
  gallery = [];
  tokenStatus = 200;
  deliveryStatus = 200;
  deliveredBody = null;
  upload.mockReset();
  upload.mockImplementation(async (_bytes: Uint8Array, { folder }: { folder: string }) => ({ secureUrl: `${DELIVERY}/v3/${folder}/x1.pdf`, publicId: `${folder}/x1`, width: 612, height: 792 }));
  const png = await pngBytes();
  const harness = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith(DELIVERY)) {
      delivered.push(url);
      return deliveryStatus === 200 ? new Response(new Uint8Array(deliveredBody ?? png), { headers: { 'content-type': 'image/png' } }) : new Response('', { status: deliveryStatus, headers: { 'x-cld-error': 'cannot rasterise' } });
    }
    if (url.startsWith(`${DESIGNER}/api/Auth/`)) {
      if (tokenStatus !== 200) return new Response('Forbidden', { status: tokenStatus });
      return Response.json(init?.method === 'POST' ? { tokenId: 'tok-1' } : [{ tokenId: 'tok-1' }]);
    }
    if (url.startsWith(`${DESIGNER}/api/Gallery/Private/`)) {
      const form = init?.body as FormData;
      gallery.push({ url, token: new Headers(init?.headers).get('X-CustomersCanvasUserToken'), name: form.get('attachmentName') });
      return Response.json([form.get('attachmentName')]);
    }
    return harness(input, init);
  });
});

/** An upload from the browser our server issued VISITOR to (`visitor: null`: one it issued nothing to yet). */
function send(file: { bytes: Buffer | Uint8Array; name: string } | null, options: { visitor?: string | null; userId?: string; origin?: string } = {}): Promise<Response> {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  if (options.userId) form.append('userId', options.userId);
  const headers: Record<string, string> = { host: 'localhost:3000', origin: options.origin ?? 'http://localhost:3000' };
  if (options.visitor !== null) headers.cookie = visitorCookie(options.visitor ?? VISITOR);
  return POST(new Request('http://localhost:3000/api/design/artwork', { method: 'POST', headers, body: form }));
}

describe('POST /api/design/artwork', () => {
  it("uploads a visitor's PNG, reads it back and puts it in their gallery with their token", async () => {
    upload.mockImplementation(async () => ({ secureUrl: `${DELIVERY}/v3/artwork/p1.png`, publicId: 'artwork/p1', width: 40, height: 30 }));
    const reply = await read(await send({ bytes: await pngBytes(), name: 'Logo.PNG' }));
    expect(reply.status).toBe(200);
    expect(designArtworkContract.reply.parse(reply.body)).toEqual({ file: expect.stringMatching(/^artwork-[0-9a-f]+\.png$/), imageUrl: `${DELIVERY}/v3/artwork/p1.png`, width: 40, height: 30, kind: 'png', grid: { width: 40, height: 30, cells: '1'.repeat(1200) } });
    expect(upload).toHaveBeenCalledWith(expect.any(Uint8Array), { folder: 'artwork', fileName: 'artwork.png' });
    expect(gallery).toEqual([{ url: `${DESIGNER}/api/Gallery/Private/${VISITOR}/files?OverwriteExistingFiles=true`, token: 'tok-1', name: reply.body.file }]);
  });

  it('has a PDF rasterised at 300 dpi by the host and places the PNG', async () => {
    const reply = await read(await send({ bytes: PDF, name: 'art.pdf' }));
    expect(reply.status).toBe(200);
    expect(delivered).toEqual([`${DELIVERY}/dn_300,f_png,pg_1/v3/artwork/x1.png`]);
    expect(reply.body.kind).toBe('pdf');
  });

  it.each([
    ['an executable', Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'setup.exe'],
    ['a PNG named as a PDF', 'png', 'art.pdf'],
    ['HTML named as an SVG', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'art.svg'],
  ] as const)('refuses %s (415) before anything is stored', async (_name, bytes, fileName) => {
    const data = bytes === 'png' ? await pngBytes() : bytes;
    const reply = await read(await send({ bytes: data, name: fileName }));
    expect(reply).toMatchObject({ status: 415, body: { error: 'unsupported_file' } });
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 10,000,000 bytes (413) while reading', async () => {
    const big = Buffer.alloc(10_000_001, 0);
    PDF.copy(big);
    const reply = await read(await send({ bytes: big, name: 'big.pdf' }));
    expect(reply).toMatchObject({ status: 413, body: { error: 'too_large' } });
    expect(upload).not.toHaveBeenCalled();
  });

  it('answers 400 without a file, and 403 cross-site', async () => {
    expect((await read(await send(null))).status).toBe(400);
    expect((await read(await send({ bytes: PDF, name: 'a.pdf' }, { origin: 'http://evil.example' }))).status).toBe(403);
    expect(upload).not.toHaveBeenCalled();
  });

  it("puts the artwork in the gallery of the browser's issued visitor id, never one the form names", async () => {
    const OTHER = '5d1f7c2e-8a3b-4c6d-9e0f-1a2b3c4d5e6f';
    expect((await read(await send({ bytes: PDF, name: 'a.pdf' }, { userId: OTHER }))).status).toBe(200);
    expect(gallery.map((g) => g.url)).toEqual([`${DESIGNER}/api/Gallery/Private/${VISITOR}/files?OverwriteExistingFiles=true`]);
  });

  it('issues a visitor id to a browser that has none, and uses it', async () => {
    const reply = await read(await send({ bytes: PDF, name: 'a.pdf' }, { visitor: null, userId: VISITOR }));
    expect(reply.status).toBe(200);
    const issued = /^design_visitor=([0-9a-f-]{36})\./.exec(reply.cookies[0] ?? '')?.[1];
    expect(issued).toBeDefined();
    expect(issued).not.toBe(VISITOR);
    expect(reply.cookies[0]).toMatch(/HttpOnly; SameSite=Lax/);
    expect(gallery.map((g) => g.url)).toEqual([`${DESIGNER}/api/Gallery/Private/${issued}/files?OverwriteExistingFiles=true`]);
  });

  it('answers conversion_failed, and stores nothing in the gallery, when the host delivers an image cut short', async () => {
    const noise = Buffer.alloc(64 * 64 * 3, 0).map((_, i) => (i * 2654435761) >>> 24);
    const whole = await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer();
    deliveredBody = whole.subarray(0, Math.floor(whole.length * 0.6));
    expect((await sharp(deliveredBody).metadata()).width).toBe(64);
    const reply = await read(await send({ bytes: PDF, name: 'a.pdf' }));
    expect(reply).toMatchObject({ status: 502, body: { error: 'conversion_failed' } });
    expect(gallery).toEqual([]);
  });

  it('names each failure: host down, conversion refused, token refused', async () => {
    upload.mockRejectedValueOnce(new Error('host down'));
    expect((await read(await send({ bytes: PDF, name: 'a.pdf' }))).body).toMatchObject({ error: 'upload_failed' });
    deliveryStatus = 400;
    expect((await read(await send({ bytes: PDF, name: 'a.pdf' }))).body).toMatchObject({ error: 'conversion_failed' });
    deliveryStatus = 200;
    tokenStatus = 403;
    const refused = await read(await send({ bytes: PDF, name: 'a.pdf' }));
    expect(refused).toMatchObject({ status: 502, body: { error: 'token_refused' } });
    expect(gallery).toEqual([]);
  });

  it('never fetches a converted image from a host we do not use', async () => {
    upload.mockImplementation(async () => ({ secureUrl: 'http://169.254.169.254/upload/v1/artwork/x.png', publicId: 'artwork/x', width: 10, height: 10 }));
    expect((await read(await send({ bytes: await pngBytes(), name: 'a.png' }))).body).toMatchObject({ error: 'conversion_failed' });
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('169.254'))).toBe(false);
  });
});
