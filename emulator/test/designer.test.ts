import assert from 'node:assert/strict';
import vm from 'node:vm';
import { after, before, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import { PDFDocument, PDFName, PDFRawStream, PDFDict } from 'pdf-lib';
import { startTestEmulator, type TestEmulator } from './helpers.ts';
import * as designer from './designer-helpers.ts';

const { D, png, withKey, pageOperators } = designer;

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator();
});
after(() => t.stop());
beforeEach(async () => {
  await t.get('/__emulator/faults', { method: 'DELETE' });
});

const tokenFor = (userId: string, query = '') => designer.tokenFor(t, userId, query);
const upload = (userId: string, token: string | null, files: { name: string; bytes: Buffer }[], query = '', fields: Record<string, string> = {}) =>
  designer.upload(t, userId, token, files, query, fields);
const postEditor = (path: string, userId: string, token: string, body: unknown) => designer.postEditor(t, path, userId, token, body);

describe('design service: auth tokens', () => {
  it('answers 403 "Invalid Security Key" without the right key', async () => {
    for (const headers of [{}, { 'X-CustomersCanvasAPIKey': 'wrong' }] as Record<string, string>[]) {
      const res = await t.get(`${D}/api/Auth/Users/u1/Tokens`, { method: 'POST', headers });
      assert.equal(res.status, 403);
      assert.equal(await res.text(), 'Invalid Security Key');
    }
  });

  it('creates tokens, lists them as a bare array, deletes them; staging shares the storage', async () => {
    const empty = await t.get(`${D}/api/Auth/Users/lister/Tokens`, withKey());
    assert.deepEqual(await empty.json(), []);
    const res = await t.get(`${D}/api/Auth/Users/lister/Tokens?Seconds=120&UpdateOnCall=false`, withKey({ method: 'POST' }));
    const token = (await res.json()) as Record<string, unknown>;
    assert.equal(token.userId, 'lister');
    assert.equal(token.originalSeconds, 120);
    assert.equal(token.updateOnCall, false);
    assert.equal(token.userData, null);
    assert.ok(Date.parse(String(token.expireTime)) > Date.now());
    const list = (await (await t.get(`/staging${D}/api/Auth/Users/lister/Tokens`, withKey())).json()) as { tokenId: string }[];
    assert.deepEqual(list.map((x) => x.tokenId), [token.tokenId]);
    assert.equal((await t.get(`${D}/api/Auth/Tokens/${token.tokenId}`, withKey({ method: 'PUT' }))).status, 200);
    assert.equal((await t.get(`${D}/api/Auth/Users/lister/Tokens`, withKey({ method: 'DELETE' }))).status, 204);
    assert.deepEqual(await (await t.get(`${D}/api/Auth/Users/lister/Tokens`, withKey())).json(), []);
  });

  it('leaves expired tokens out and refuses them', async () => {
    const token = await tokenFor('shortlived', '?Seconds=1&UpdateOnCall=false');
    await new Promise((r) => setTimeout(r, 1100));
    assert.deepEqual(await (await t.get(`${D}/api/Auth/Users/shortlived/Tokens`, withKey())).json(), []);
    assert.equal((await upload('shortlived', token, [{ name: 'a.png', bytes: await png(4, 4) }])).status, 403);
  });

  it('rejects bad user ids and bad parameters with 400', async () => {
    assert.equal((await t.get(`${D}/api/Auth/Users/${'x'.repeat(65)}/Tokens`, withKey({ method: 'POST' }))).status, 400);
    assert.equal((await t.get(`${D}/api/Auth/Users/bad.id/Tokens`, withKey({ method: 'POST' }))).status, 400);
    assert.equal((await t.get(`${D}/api/Auth/Users/u1/Tokens?Seconds=-3`, withKey({ method: 'POST' }))).status, 400);
  });
});

describe('design service: private gallery', () => {
  it('needs a token of that very user', async () => {
    const bytes = await png(8, 8);
    assert.equal((await upload('galleryA', null, [{ name: 'a.png', bytes }])).status, 401);
    const other = await tokenFor('galleryB');
    assert.equal((await upload('galleryA', other, [{ name: 'a.png', bytes }])).status, 403);
    const token = await tokenFor('galleryA');
    assert.equal((await t.get(`${D}/api/Gallery/Private/galleryA/files?token=${token}`)).status, 200);
  });

  it('keeps both files when overwriting is off, replaces when on; attachmentName names the file', async () => {
    const token = await tokenFor('galleryC');
    const first = await upload('galleryC', token, [{ name: 'logo.png', bytes: await png(8, 8) }], '?OverwriteExistingFiles=false');
    assert.deepEqual(await first.json(), ['logo.png']);
    const second = await upload('galleryC', token, [{ name: 'logo.png', bytes: await png(9, 9) }], '?OverwriteExistingFiles=false');
    assert.deepEqual(await second.json(), ['logo_1.png']);
    const third = await upload('galleryC', token, [{ name: 'logo.png', bytes: await png(10, 10) }], '?OverwriteExistingFiles=true');
    assert.deepEqual(await third.json(), ['logo.png']);
    const named = await upload('galleryC', token, [{ name: 'blob', bytes: await png(3, 3) }], '', { attachmentName: 'artwork.png' });
    assert.deepEqual(await named.json(), ['artwork.png']);
    const file = await t.get(`${D}/api/Gallery/Private/galleryC/files/logo.png`, { headers: { 'X-CustomersCanvasUserToken': token } });
    assert.equal(file.headers.get('content-type'), 'image/png');
    assert.equal((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width, 10);
    const list = (await (await t.get(`${D}/api/Gallery/Private/galleryC/files`, { headers: { 'X-CustomersCanvasUserToken': token } })).json()) as { name: string; url: string }[];
    assert.deepEqual(list.map((f) => f.name), ['artwork.png', 'logo.png', 'logo_1.png']);
    const pub = await t.get(list[1]!.url);
    assert.equal(pub.status, 200);
    assert.equal((await t.get(list[1]!.url.replace(/Public\/galleryC\/[0-9a-f]+/, 'Public/galleryC/' + '0'.repeat(32)))).status, 404);
    assert.equal((await t.get(`${D}/api/Gallery/Private/galleryC/files/logo_1.png?token=${token}`, { method: 'DELETE' })).status, 204);
  });

  it('refuses files over 10,000,000 bytes (413) and anything that is not an image by content (415)', async () => {
    const token = await tokenFor('galleryD');
    const big = Buffer.concat([await png(2, 2), Buffer.alloc(10_000_001)]);
    assert.equal((await upload('galleryD', token, [{ name: 'big.png', bytes: big }])).status, 413);
    const fake = await upload('galleryD', token, [{ name: 'evil.png', bytes: Buffer.from('%PDF-1.4 not an image') }]);
    assert.equal(fake.status, 415);
    assert.match(((await fake.json()) as { Message: string }).Message, /not a PNG/);
  });
});

describe('design service: design files', () => {
  it('previews a seeded design file as a real PNG, 404 for an unknown one', async () => {
    const res = await t.get(`${D}/api/ProductTemplates/designs/custom-roll-labels/front?mode=File&width=200&height=200`, withKey());
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    assert.equal(meta.format, 'png');
    assert.ok(meta.width! <= 200 && meta.height! <= 200 && Math.max(meta.width!, meta.height!) === 200);
    assert.equal((await t.get(`${D}/api/ProductTemplates/designs/nope/front?mode=File`, withKey())).status, 404);
    assert.equal((await t.get(`${D}/api/ProductTemplates/designs/custom-roll-labels/front`)).status, 403);
  });

  it('uploads to a folder (duplicates get _1) and lists with ext=true', async () => {
    const send = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await png(30, 20))]), 'art.png');
      return t.get(`${D}/api/ProductTemplates/designs/custom-templates/anonymous`, withKey({ method: 'POST', body: form }));
    };
    assert.equal(await (await send()).text(), 'custom-templates/anonymous/art');
    assert.equal(await (await send()).text(), 'custom-templates/anonymous/art_1');
    const list = (await (await t.get(`${D}/api/ProductTemplates/designs?subfolder=custom-templates&ext=true`, withKey())).json()) as { Id: string; Ext: string }[];
    assert.deepEqual(list, [{ Id: 'custom-templates/anonymous/art', Ext: '.png' }, { Id: 'custom-templates/anonymous/art_1', Ext: '.png' }]);
    const preview = await t.get(`${D}/api/ProductTemplates/designs/custom-templates/anonymous/art?mode=File`, withKey());
    assert.equal((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).width, 30);
  });
});

describe('design service: editor page and scripts', () => {
  it('serves IframeApi.js that defines CustomersCanvas.IframeApi', async () => {
    const res = await t.get(`${D}/Resources/Generated/IframeApi.js`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/javascript/);
    const window: Record<string, unknown> = {};
    const document = { getElementById: () => ({ src: `${t.emu.publicUrl}${D}/Resources/Generated/IframeApi.js` }), currentScript: null };
    vm.runInNewContext(await res.text(), { window, document, location: { href: 'http://localhost:3000/', origin: 'http://localhost:3000' }, URL, crypto: globalThis.crypto });
    const cc = window.CustomersCanvas as { VERSION: string; IframeApi: { loadEditor: unknown; preload: unknown; editorUrl: string } };
    assert.ok(cc.VERSION);
    assert.equal(typeof cc.IframeApi.loadEditor, 'function');
    assert.equal(typeof cc.IframeApi.preload, 'function');
  });

  it('serves the editor page (both mounts, both languages) and its bundle', async () => {
    const fr = await t.get(`/staging${D}/Editor.html?lang=fr`);
    assert.equal(fr.status, 200);
    const html = await fr.text();
    assert.match(html, /<html lang="fr">/);
    assert.match(html, /Éditeur de design/);
    const js = html.match(/src="(Resources\/Editor\/editor\.js[^"]*)"/)![1]!;
    const bundle = await t.get(`/staging${D}/${js}`);
    assert.equal(bundle.status, 200);
    assert.match(bundle.headers.get('content-type') ?? '', /javascript/);
    assert.ok((await bundle.text()).length > 100_000, 'fabric is bundled');
    assert.equal((await t.get(`${D}/Resources/Editor/editor.css`)).headers.get('content-type'), 'text/css; charset=utf-8');
  });

  it('opens products: seeded design files, 404 for an unknown design file or state, 400 for a malformed definition', async () => {
    const token = await tokenFor('opener');
    const ok = await postEditor('open', 'opener', token, { product: { surfaces: [{ printAreas: [{ designFile: 'custom-roll-labels/front', bleed: { left: 9, top: 9, right: 9, bottom: 9 }, safetyLines: [{ margin: 9 }] }] }] } });
    assert.equal(ok.status, 200);
    const { design } = (await ok.json()) as { design: { surfaces: { width: number; bleed: { left: number }; safetyLines: unknown[] }[] } };
    assert.ok(design.surfaces[0]!.width > 0);
    assert.equal(design.surfaces[0]!.bleed.left, 9);
    const missing = await postEditor('open', 'opener', token, { product: { surfaces: [{ printAreas: [{ designFile: 'no/such-file' }] }] } });
    assert.equal(missing.status, 404);
    assert.match(((await missing.json()) as { Message: string }).Message, /no\/such-file/);
    assert.equal((await postEditor('open', 'opener', token, { product: { surfaces: [{ stateId: '00000000-0000-4000-8000-000000000000' }] } })).status, 404);
    assert.equal((await postEditor('open', 'opener', token, { product: { surfaces: [{ width: 'wide' }] } })).status, 400);
    assert.equal((await postEditor('open', 'opener', 'bad-token', { product: { surfaces: [] } })).status, 403);
  });
});

describe('design service: rendering', () => {
  const surface = (items: unknown[]) => ({
    name: 'Front', width: 144, height: 216, bleed: { left: 9, top: 9, right: 9, bottom: 9 },
    safetyLines: [{ margin: { left: 9, top: 9, right: 9, bottom: 9 }, color: 'rgba(255,0,0,1)', altColor: 'rgba(255,255,255,1)', stepPx: 6, widthPx: 1 }],
    background: '#ffffff', items,
  });
  const text = { type: 'text', id: 't1', name: 'Headline', cx: 72, cy: 40, width: 100, height: 24, scaleX: 1, scaleY: 1, angle: 10, text: 'Hello PDF ☃', fontFamily: 'Times', bold: true, italic: false, fontSize: 18, color: '#112233', align: 'center' };
  const image = (file: string, px: number) => ({ type: 'image', id: `i-${file}`, name: file, file, cx: 72, cy: 120, width: px, height: px, scaleX: 144 / px, scaleY: 144 / px, angle: 0 });

  async function render(userId: string, token: string, items: unknown[]) {
    const proof = await png(100, 150, '#ffffff');
    return postEditor('render', userId, token, { design: { version: 1, surfaces: [surface(items)] }, proofs: [proof.toString('base64')], currentSurface: 0 });
  }

  it('stores the proof, renders a PDF at trim + bleed with real text and the image at its own pixel size', async () => {
    const token = await tokenFor('renderer');
    await upload('renderer', token, [{ name: 'photo.png', bytes: await png(600, 600, '#ef4444') }]);
    const res = await render('renderer', token, [image('photo.png', 600), text]);
    assert.equal(res.status, 200);
    const r = (await res.json()) as { stateId: string; userId: string; hiResOutputUrls: string[]; proofImageUrls: string[][]; userChanges: { texts: unknown[] }; boundsData: unknown; violationWarningData: unknown[]; returnToEditUrl: string };
    assert.equal(r.userId, 'renderer');
    assert.equal(r.returnToEditUrl, '');
    assert.deepEqual(r.userChanges.texts, [{ name: 'Headline', usersValue: 'Hello PDF ☃' }]);
    assert.deepEqual(r.boundsData, { currentSurface: { Left: 0, Top: 0, Width: 144, Height: 216 } });
    assert.deepEqual(r.violationWarningData, []);
    assert.ok(r.proofImageUrls[0]![0]!.startsWith(`${t.emu.publicUrl}${D}/api/Rendering/proofs/`));

    const proof = await t.get(r.proofImageUrls[0]![0]!);
    assert.equal(proof.headers.get('content-type'), 'image/png');
    assert.match(proof.headers.get('cache-control') ?? '', /immutable/);
    assert.equal((await sharp(Buffer.from(await proof.arrayBuffer())).metadata()).format, 'png');

    const pdfRes = await t.get(r.hiResOutputUrls[0]!);
    assert.equal(pdfRes.headers.get('content-type'), 'application/pdf');
    const pdf = await PDFDocument.load(await pdfRes.arrayBuffer());
    const [page] = pdf.getPages();
    assert.deepEqual(page!.getSize(), { width: 162, height: 234 });
    const ops = pageOperators(pdf, page!);
    assert.match(ops, /BT[\s\S]*Tf[\s\S]*Tj[\s\S]*ET/, 'text drawn with text operators');
    const resources = page!.node.Resources()!;
    const fonts = resources.lookup(PDFName.of('Font'), PDFDict);
    const fontNames = fonts.values().map((ref) => String((pdf.context.lookup(ref) as PDFDict).get(PDFName.of('BaseFont'))));
    assert.ok(fontNames.includes('/Times-Bold'), fontNames.join());
    const xobjects = resources.lookup(PDFName.of('XObject'), PDFDict);
    const img = pdf.context.lookup(xobjects.values()[0]!) as PDFRawStream;
    assert.equal(String(img.dict.get(PDFName.of('Width'))), '600');
    assert.equal(String(img.dict.get(PDFName.of('Height'))), '600');

    const state = await t.get(`${D}/api/users/renderer/states/${r.stateId}`, withKey());
    assert.equal(state.status, 200);
    const record = (await state.json()) as { design: { surfaces: { items: { id: string }[] }[] }; hiResOutputUrls: string[] };
    assert.deepEqual(record.design.surfaces[0]!.items.map((i) => i.id), ['i-photo.png', 't1']);
    assert.deepEqual(record.hiResOutputUrls, r.hiResOutputUrls);
    assert.deepEqual(await (await t.get(`${D}/api/users/renderer/states`, withKey())).json(), [r.stateId]);
    const reopened = await postEditor('open', 'renderer', token, { product: { surfaces: [{ stateId: r.stateId }] } });
    assert.deepEqual(((await reopened.json()) as { design: unknown }).design, record.design);
  });

  it('lists images below 150 dpi in violationWarningData', async () => {
    const token = await tokenFor('dpi');
    await upload('dpi', token, [{ name: 'small.png', bytes: await png(100, 100) }, { name: 'sharp.png', bytes: await png(600, 600) }]);
    const res = await render('dpi', token, [image('small.png', 100), image('sharp.png', 600)]);
    const r = (await res.json()) as { violationWarningData: unknown[] };
    assert.deepEqual(r.violationWarningData, [{ type: 'ImageItem', name: 'small.png', surfaceName: 'Front', surfaceIndex: 0, dpiValue: 50 }]);
  });

  it('saves states without rendering, refuses designs naming missing images, and deletes states', async () => {
    const token = await tokenFor('saver');
    const design = { version: 1, surfaces: [surface([text])] };
    const saved = (await (await postEditor('states', 'saver', token, { design })).json()) as { stateId: string; userId: string; returnToEditUrl: string };
    assert.equal(saved.userId, 'saver');
    assert.equal(saved.returnToEditUrl, '');
    const again = (await (await postEditor('states', 'saver', token, { design, stateId: saved.stateId })).json()) as { stateId: string };
    assert.equal(again.stateId, saved.stateId);
    assert.equal((await postEditor('states', 'saver', token, { design: { version: 1, surfaces: [surface([image('ghost.png', 10)])] } })).status, 422);
    assert.equal((await postEditor('states', 'saver', token, { design: { version: 2 } })).status, 400);
    assert.equal((await t.get(`${D}/api/users/saver/states/${saved.stateId}`, withKey({ method: 'DELETE' }))).status, 204);
    assert.equal((await t.get(`${D}/api/users/saver/states/${saved.stateId}`, withKey())).status, 404);
  });

  it('lets a store page on any origin read proofs, print PDFs and design previews (GET, HEAD, preflight)', async () => {
    const token = await tokenFor('cors');
    const r = (await (await render('cors', token, [text])).json()) as { proofImageUrls: string[][]; hiResOutputUrls: string[] };
    const preview = `${D}/api/ProductTemplates/designs/custom-roll-labels/front?mode=File&width=50`;
    const origin = { Origin: 'http://localhost:3000' };
    for (const [url, key] of [[r.proofImageUrls[0]![0]!, false], [r.hiResOutputUrls[0]!, false], [preview, true]] as const) {
      const headers = key ? { ...origin, ...(withKey().headers as Record<string, string>) } : origin;
      for (const method of ['GET', 'HEAD']) {
        const res = await t.get(url, { method, headers });
        assert.equal(res.status, 200, `${method} ${url}`);
        assert.equal(res.headers.get('access-control-allow-origin'), '*', `${method} ${url}`);
      }
      const preflight = await t.get(url, { method: 'OPTIONS', headers: { ...origin, 'Access-Control-Request-Method': 'GET' } });
      assert.equal(preflight.status, 204, url);
      assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
      assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /\bGET\b/);
    }
  });

  it('fails with the injected status when the render endpoint is faulted', async () => {
    const token = await tokenFor('faulted');
    await t.get('/__emulator/faults', { method: 'POST', body: JSON.stringify({ prefix: `${D}/api/editor/render`, status: 503, times: 1 }) });
    assert.equal((await render('faulted', token, [text])).status, 503);
    assert.equal((await render('faulted', token, [text])).status, 200);
  });
});
