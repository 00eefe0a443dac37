import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { writePsdBuffer } from 'ag-psd';
import { PDFDocument, PDFName, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { CLOUD, requireGhostscript, startImageHost, type ImageHostHarness } from './image-host-sdk.ts';

let h: ImageHostHarness;
before(async () => {
  requireGhostscript();
  h = await startImageHost();
});
after(() => h.t.stop());
beforeEach(async () => {
  await h.t.get('/__emulator/faults', { method: 'DELETE' });
});

const RED = [255, 0, 0];
const BLUE = [0, 0, 255];

/** A PDF of 2" x 1" pages (144 x 72 pt), page 1 red and page 2 blue. */
async function twoPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const color of [rgb(1, 0, 0), rgb(0, 0, 1)]) doc.addPage([144, 72]).drawRectangle({ x: 0, y: 0, width: 144, height: 72, color });
  return Buffer.from(await doc.save());
}

/** An EPS drawn by hand: a 144 x 72 pt red box at (10, 20). */
const EPS = Buffer.from([
  '%!PS-Adobe-3.0 EPSF-3.0',
  '%%BoundingBox: 10 20 154 92',
  '%%Pages: 1',
  '%%EndComments',
  '1 0 0 setrgbcolor',
  '10 20 144 72 rectfill',
  'showpage',
  '%%EOF',
  '',
].join('\n'));

/** The same EPS in a DOS EPS wrapper (30-byte binary header, no preview), as Windows tools save it. */
function dosEps(ps: Buffer): Buffer {
  const header = Buffer.alloc(30);
  Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]).copy(header, 0);
  header.writeUInt32LE(30, 4);
  header.writeUInt32LE(ps.length, 8);
  header.writeUInt16LE(0xffff, 28);
  return Buffer.concat([header, ps, Buffer.from('trailing preview bytes that are not PostScript')]);
}

/** A 40 x 30 Photoshop document, one red layer, with its flattened composite. */
function psd(): Buffer {
  const width = 40;
  const height = 30;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([255, 0, 0, 255], i * 4);
  return writePsdBuffer({ width, height, imageData: { width, height, data }, children: [{ name: 'Art', imageData: { width, height, data } }] });
}

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="#0000ff"/></svg>');

async function image(res: Response): Promise<{ width: number; height: number; center: number[]; format: string }> {
  assert.equal(res.status, 200, res.headers.get('x-cld-error') ?? '');
  const bytes = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { width: meta.width!, height: meta.height!, center: [...data.subarray(at, at + 3)], format: meta.format! };
}

describe('image host delivery: documents through Ghostscript', () => {
  it('a PDF upload reports page 1 at 72 dpi and its page count; dn_300,f_png,pg_1 is a PNG of 600x300', async () => {
    const up = await h.upload(await twoPagePdf(), { public_id: 'labels/art' });
    assert.deepEqual([up.format, up.width, up.height, up.pages], ['pdf', 144, 72, 2]);
    // a public id given with its .pdf plus format:'png' would make art.pdf.png: keep .pdf and ask with fetch_format
    const url = h.cloudinary.url('labels/art.pdf', { density: 300, fetch_format: 'png', page: 1, version: up.version });
    assert.match(url, /\/image\/upload\/dn_300,f_png,pg_1\/v\d+\/labels\/art\.pdf$/);
    const started = Date.now();
    const res = await h.deliver(url);
    const firstMs = Date.now() - started;
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const img = await image(res);
    assert.deepEqual([img.width, img.height, img.format], [600, 300, 'png']);
    assert.deepEqual(img.center, RED);

    const again = Date.now();
    const cached = await image(await h.deliver(url));
    assert.deepEqual([cached.width, cached.height], [600, 300]);
    assert.ok(Date.now() - again < firstMs, 'the second request is served from the derived-file cache');
  });

  it('pg_2 is the second page; a page past the end is refused', async () => {
    await h.upload(await twoPagePdf(), { public_id: 'labels/pages' });
    const second = await image(await h.t.get(`/${CLOUD}/image/upload/dn_72,pg_2/labels/pages.png`));
    assert.deepEqual([second.width, second.height], [144, 72]);
    assert.deepEqual(second.center, BLUE);
    const past = await h.t.get(`/${CLOUD}/image/upload/pg_3/labels/pages.png`);
    assert.equal(past.status, 400);
    assert.match(past.headers.get('x-cld-error') ?? '', /Page 3 is out of range/);
  });

  it('dn_300 then c_scale,w_2700 (groups apply in order) and the default density of 150', async () => {
    const up = await h.upload(await twoPagePdf(), { public_id: 'labels/wide' });
    const url = h.cloudinary.url('labels/wide', { transformation: [{ density: 300 }, { width: 2700, crop: 'scale' }], format: 'png', version: up.version });
    assert.match(url, /\/dn_300\/c_scale,w_2700\/v\d+\/labels\/wide\.png$/);
    const wide = await image(await h.deliver(url));
    assert.deepEqual([wide.width, wide.height], [2700, 1350]);
    const plain = await image(await h.t.get(`/${CLOUD}/image/upload/labels/wide.png`));
    assert.deepEqual([plain.width, plain.height], [300, 150]);
    const jpg = await h.t.get(`/${CLOUD}/image/upload/w_100/labels/wide.jpg`);
    assert.equal(jpg.headers.get('content-type'), 'image/jpeg');
    assert.deepEqual((await image(jpg)).format, 'jpeg');
  });

  it('a page too large to draw at 150 dpi is drawn at what its resize needs (c_scale,f_png,pg_1,w_2700)', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([12_000, 6_000]).drawRectangle({ x: 0, y: 0, width: 12_000, height: 6_000, color: rgb(1, 0, 0) });
    await h.upload(Buffer.from(await doc.save()), { public_id: 'labels/banner' });
    const img = await image(await h.t.get(`/${CLOUD}/image/upload/c_scale,f_png,pg_1,w_2700/labels/banner.pdf`));
    assert.deepEqual([img.width, img.height], [2700, 1350]);
    assert.deepEqual(img.center, RED);
    // asked for explicitly, the same page at 150 dpi (25000 px wide) is refused
    const dense = await h.t.get(`/${CLOUD}/image/upload/dn_150,c_scale,f_png,pg_1,w_2700/labels/banner.pdf`);
    assert.equal(dense.status, 400);
    assert.match(dense.headers.get('x-cld-error') ?? '', /too large/);
  });

  it('the original PDF is served as it was uploaded', async () => {
    const pdf = await twoPagePdf();
    await h.upload(pdf, { public_id: 'labels/original' });
    const res = await h.t.get(`/${CLOUD}/image/upload/labels/original.pdf`);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), pdf);
  });

  it('an Illustrator file (PDF-compatible) is told apart from a PDF and rasterised', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([72, 36]);
    page.drawRectangle({ x: 0, y: 0, width: 72, height: 36, color: rgb(0, 0, 1) });
    page.node.set(PDFName.of('PieceInfo'), doc.context.obj({ Illustrator: { Private: 'x' } }));
    const up = await h.upload(Buffer.from(await doc.save({ useObjectStreams: false })), { public_id: 'labels/logo-ai' });
    assert.deepEqual([up.format, up.width, up.height], ['ai', 72, 36]);
    const img = await image(await h.t.get(`/${CLOUD}/image/upload/dn_144/labels/logo-ai.png`));
    assert.deepEqual([img.width, img.height], [144, 72]);
    assert.deepEqual(img.center, BLUE);
  });

  it('an EPS is cropped to its bounding box; a DOS EPS is read from its PostScript section', async () => {
    const up = await h.upload(EPS, { public_id: 'labels/box' });
    assert.deepEqual([up.format, up.width, up.height], ['eps', 144, 72]);
    const img = await image(await h.t.get(`/${CLOUD}/image/upload/dn_144,f_png/labels/box.eps`));
    assert.deepEqual([img.width, img.height], [288, 144]);
    assert.deepEqual(img.center, RED);

    const dos = await h.upload(dosEps(EPS), { public_id: 'labels/dos-box' });
    assert.deepEqual([dos.format, dos.width, dos.height], ['eps', 144, 72]);
    const fromDos = await image(await h.t.get(`/${CLOUD}/image/upload/dn_72/labels/dos-box.png`));
    assert.deepEqual([fromDos.width, fromDos.height], [144, 72]);
    assert.deepEqual(fromDos.center, RED);
  });

  it('without Ghostscript, document delivery is a 400 saying so (never a 5xx)', () => {
    // a fresh process whose PATH has node but no gs
    const here = path.dirname(fileURLToPath(import.meta.url));
    const script = `
      import { rasterise } from './src/imagehost/ghostscript.ts';
      rasterise({ body: Buffer.from('%PDF-1.4'), kind: 'pdf', epsCrop: false, page: 1, dpi: 72 })
        .then(() => console.log('rendered'), (e) => console.log(JSON.stringify({ name: e.name, status: e.status, message: e.message })));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.join(here, '..'), env: { ...process.env, PATH: path.dirname(process.execPath) === '/usr/bin' ? '/nonexistent' : path.dirname(process.execPath) },
    }).toString();
    assert.deepEqual(JSON.parse(out), { name: 'DeliveryError', status: 400, message: 'ghostscript is not installed on this emulator' });
  });
});

describe('image host delivery: Photoshop, SVG and rasters', () => {
  it('a PSD reports its header size and is delivered flattened as PNG', async () => {
    const up = await h.upload(psd(), { public_id: 'labels/layered' });
    assert.deepEqual([up.format, up.width, up.height], ['psd', 40, 30]);
    const img = await image(await h.t.get(`/${CLOUD}/image/upload/f_png,pg_1/labels/layered.psd`));
    assert.deepEqual([img.width, img.height, img.format], [40, 30, 'png']);
    assert.deepEqual(img.center, RED);
    const layer = await h.t.get(`/${CLOUD}/image/upload/pg_2/labels/layered.png`);
    assert.equal(layer.status, 400);
  });

  it('an SVG is rasterised at its size, at dn_ density, or to a width; its original is sandboxed', async () => {
    const up = await h.upload(SVG, { public_id: 'labels/vector' });
    assert.deepEqual([up.format, up.width, up.height], ['svg', 100, 50]);
    const plain = await image(await h.t.get(`/${CLOUD}/image/upload/labels/vector.png`));
    assert.deepEqual([plain.width, plain.height], [100, 50]);
    assert.deepEqual(plain.center, BLUE);
    const dense = await image(await h.t.get(`/${CLOUD}/image/upload/dn_144/labels/vector.png`));
    assert.deepEqual([dense.width, dense.height], [200, 100]);
    const wide = await image(await h.t.get(`/${CLOUD}/image/upload/w_300/labels/vector.webp`));
    assert.deepEqual([wide.width, wide.height, wide.format], [300, 150, 'webp']);
    const original = await h.t.get(`/${CLOUD}/image/upload/labels/vector.svg`);
    assert.equal(original.headers.get('content-type'), 'image/svg+xml');
    assert.match(original.headers.get('content-security-policy') ?? '', /sandbox/);
  });

  it('c_fit keeps the shape inside the box; c_scale with both sides stretches', async () => {
    const bytes = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } }).png().toBuffer();
    await h.upload(bytes, { public_id: 'labels/photo' });
    const fit = await image(await h.t.get(`/${CLOUD}/image/upload/c_fit,w_100,h_100/labels/photo.png`));
    assert.deepEqual([fit.width, fit.height], [100, 50]);
    const stretched = await image(await h.t.get(`/${CLOUD}/image/upload/c_scale,w_100,h_100/labels/photo.png`));
    assert.deepEqual([stretched.width, stretched.height], [100, 100]);
    const chained = await image(await h.t.get(`/${CLOUD}/image/upload/w_200/h_25/labels/photo.png`));
    assert.deepEqual([chained.width, chained.height], [50, 25]);
  });
});

describe('image host delivery: refusals', () => {
  it('unknown or unsupported components, oversize results and missing assets are refused with x-cld-error', async () => {
    await h.upload(await sharp({ create: { width: 20, height: 10, channels: 3, background: '#00ff00' } }).png().toBuffer(), { public_id: 'labels/small' });
    const cases: [string, number, RegExp][] = [
      ['e_sepia/v1/labels/small.png', 400, /e_sepia is not supported/],
      ['zz_1/v1/labels/small.png', 400, /Invalid transformation component - zz_1/],
      ['w_100,bogus/labels/small.png', 400, /Invalid transformation component - bogus/],
      ['w_20000/labels/small.png', 400, /too large/],
      ['w_12000,h_12000,c_scale/labels/small.png', 400, /too large/],
      ['labels/small.eps', 400, /Cannot deliver a png as eps/],
      ['w_10/labels/nope.png', 404, /^Resource not found - labels\/nope$/],
    ];
    for (const [rest, status, reason] of cases) {
      const res = await h.t.get(`/${CLOUD}/image/upload/${rest}`);
      assert.equal(res.status, status, rest);
      assert.match(res.headers.get('x-cld-error') ?? '', reason, rest);
    }
    assert.equal((await h.t.get(`/othercloud/image/upload/labels/small.png`)).status, 404);
  });

  it('the fault switch applies to deliveries under /{cloud}/image/upload/', async () => {
    await h.upload(await sharp({ create: { width: 20, height: 10, channels: 3, background: '#00ff00' } }).png().toBuffer(), { public_id: 'labels/faulty' });
    await h.t.get('/__emulator/faults', { method: 'POST', body: JSON.stringify({ prefix: `/${CLOUD}/image/upload/`, status: 503, times: 1 }) });
    assert.equal((await h.t.get(`/${CLOUD}/image/upload/labels/faulty.png`)).status, 503);
    assert.equal((await h.t.get(`/${CLOUD}/image/upload/labels/faulty.png`)).status, 200);
  });
});
