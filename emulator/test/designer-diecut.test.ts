import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString, type PDFRef } from 'pdf-lib';
import { CUT_PATH_MAX_CHARS, parseCutPath, surfaceCutPath } from '../src/designer/cutPath.ts';
import { DesignInputError } from '../src/designer/parse.ts';
import { productSurface } from '../src/designer/productView.ts';
import { resizeSurfaceFit } from '../src/designer/resize.ts';
import { parseDesign } from '../src/designer/validate.ts';
import type { DesignSurface } from '../src/designer/model.ts';
import { startTestEmulator, type TestEmulator } from './helpers.ts';
import * as designer from './designer-helpers.ts';

/**
 * Die-cut stickers: a cut line of the stand-in's own design model, checked strictly, carried by states and
 * resizes, stroked in the print PDF where a cutter finds it, and shaping the proof and the preview.
 */

const { D, png, withKey, alphaAt, pageOperators } = designer;
const DIAMOND = { path: 'M50 0 L100 50 L50 100 L0 50 Z', width: 100, height: 100 };
const bleed9 = { left: 9, top: 9, right: 9, bottom: 9 };

const surface = (over: Partial<DesignSurface> = {}): DesignSurface => ({
  name: 'Front', width: 144, height: 144, bleed: bleed9, safetyLines: [], background: '#ffffff', items: [], ...over,
});

describe('die-cut line: the path language', () => {
  it('reads absolute M, L, H, V, C, Q, Z with commas, exponents and repeated pairs', () => {
    const segs = parseCutPath('M0,0 H10 V1e1 L5 12 7 14 C1 2 3 4 5 6 Q1 1 2 2 Z M-1.5 .5 L2 2Z', 'p');
    assert.deepEqual(segs.map((s) => s.op), ['M', 'L', 'L', 'L', 'L', 'C', 'Q', 'Z', 'M', 'L', 'Z']);
    assert.deepEqual(segs[1], { op: 'L', x: 10, y: 0 }, 'H keeps y');
    assert.deepEqual(segs[2], { op: 'L', x: 10, y: 10 }, 'V keeps x');
    assert.deepEqual(segs[4], { op: 'L', x: 7, y: 14 }, 'a repeated pair is another L');
    assert.deepEqual(segs[8], { op: 'M', x: -1.5, y: 0.5 });
  });

  it('refuses relative and unsupported commands, short parameter lists, stray text, infinities and no drawing', () => {
    const bad: [string, RegExp][] = [
      ['m0 0 l10 10', /relative or unsupported command "m"/],
      ['M0 0 A5 5 0 0 1 10 10', /unsupported command "A"/],
      ['M0 0 S1 1 2 2', /unsupported command "S"/],
      ['L0 0 L1 1', /must start with M/],
      ['M0 0 L10', /L needs 2 numbers/],
      ['M0 0 C1 2 3 4 5', /C needs 6 numbers/],
      ['M0 0 L1e999 0', /not finite/],
      ['M0 0 L1 1 x', /unexpected "x"/],
      ['M0 0 L,1 1', /L needs 2 numbers/],
      ['M0 0 L1 1,', /unexpected ","/],
      ['M0 0', /draws nothing/],
      ['   ', /empty/],
      [`M0 0 L1 1${' '.repeat(CUT_PATH_MAX_CHARS)}`, /longer than 300000/],
    ];
    for (const [path, why] of bad) assert.throws(() => parseCutPath(path, 'dieCut.path'), (e: unknown) => e instanceof DesignInputError && why.test(e.message) && e.message.startsWith('dieCut.path'), path.slice(0, 40));
  });

  it('is checked field by field when a design is read, the box as positive numbers', () => {
    const design = (dieCut: unknown) => ({ version: 1, surfaces: [{ ...surface(), dieCut }] });
    assert.deepEqual(parseDesign(design(DIAMOND)).surfaces[0]!.dieCut, DIAMOND);
    assert.throws(() => parseDesign(design({ ...DIAMOND, path: 'M0 0 q1 1 2 2' })), /design\.surfaces\[0\]\.dieCut\.path: relative/);
    assert.throws(() => parseDesign(design({ ...DIAMOND, width: 0 })), /design\.surfaces\[0\]\.dieCut\.width/);
    assert.throws(() => parseDesign(design({ ...DIAMOND, height: 'tall' })), /dieCut\.height/);
    assert.throws(() => parseDesign(design('M0 0 L1 1')), /dieCut must be an object/);
    assert.equal(parseDesign(design(undefined)).surfaces[0]!.dieCut, undefined);
  });

  it('is stretched from its own box onto the trim, so a resize carries it along', () => {
    const s = surface({ dieCut: DIAMOND });
    assert.deepEqual(surfaceCutPath(s)!.slice(0, 2), [{ op: 'M', x: 72, y: 0 }, { op: 'L', x: 144, y: 72 }]);
    const wide = resizeSurfaceFit(s, 288, 144);
    assert.deepEqual(wide.dieCut, DIAMOND, 'the path itself is untouched');
    assert.deepEqual(surfaceCutPath(wide)!.slice(0, 2), [{ op: 'M', x: 144, y: 0 }, { op: 'L', x: 288, y: 72 }]);
    assert.equal(surfaceCutPath(surface()), null);
  });

  it('is reported by getProduct on the surface', () => {
    assert.deepEqual(productSurface(surface({ dieCut: DIAMOND }), 0).dieCut, DIAMOND);
    assert.equal('dieCut' in productSurface(surface(), 1), false);
  });
});

describe('die-cut line: the design service', () => {
  let t: TestEmulator;
  before(async () => {
    t = await startTestEmulator();
  });
  after(() => t.stop());

  const image = (file: string, px: number) => ({ type: 'image', id: `i-${file}`, name: 'Artwork', file, cx: 72, cy: 72, width: px, height: px, scaleX: 144 / px, scaleY: 144 / px, angle: 0 });
  const text = { type: 'text', id: 't1', name: 'Caption', cx: 72, cy: 120, width: 80, height: 20, scaleX: 1, scaleY: 1, angle: 0, text: 'Hi', fontFamily: 'Helvetica', bold: false, italic: false, fontSize: 14, color: '#111111', align: 'center' };

  async function uploadDesign(folder: string, json: string, name = 'blob', fields: Record<string, string> = {}) {
    const form = new FormData();
    form.append('file', new Blob([json], { type: 'application/json' }), name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return t.get(`${D}/api/ProductTemplates/designs/${folder}`, withKey({ method: 'POST', body: form }));
  }

  it('opens an uploaded JSON design with its items, background, bleed and cut line', async () => {
    const token = await designer.tokenFor(t, 'sticker');
    await designer.upload(t, 'sticker', token, [{ name: 'art.png', bytes: await png(300, 300, '#10b981') }]);
    const file = { version: 1, surfaces: [{ ...surface({ background: '#fef3c7', dieCut: DIAMOND }), items: [image('art.png', 300), text] }] };
    const up = await uploadDesign('custom-templates/sticker', JSON.stringify(file), 'blob', { attachmentName: 'outline' });
    assert.equal(up.status, 200);
    const id = await up.text();
    assert.equal(id, 'custom-templates/sticker/outline');
    const list = (await (await t.get(`${D}/api/ProductTemplates/designs?subfolder=custom-templates/sticker&ext=true`, withKey())).json()) as { Id: string; Ext: string }[];
    assert.deepEqual(list, [{ Id: id, Ext: '.json' }]);

    // the app's die-cut product: the design file gives the size, the print area the safety lines
    const open = async (area: Record<string, unknown>) => {
      const res = await designer.postEditor(t, 'open', 'sticker', token, { product: { surfaces: [{ printAreas: [{ designFile: id, ...area }] }] } });
      assert.equal(res.status, 200);
      return ((await res.json()) as { design: { surfaces: DesignSurface[] } }).design.surfaces[0]!;
    };
    const s = await open({ safetyLines: [{ margin: 9 }] });
    assert.equal(s.width, 144);
    assert.deepEqual(s.items.map((i) => i.id), ['i-art.png', 't1']);
    assert.deepEqual(s.dieCut, DIAMOND);
    assert.equal(s.background, '#fef3c7');
    assert.deepEqual(s.bleed, bleed9, "the design file's bleed when the print area gives none");
    assert.equal(s.designFile, id);
    assert.equal(s.safetyLines[0]!.margin.left, 9);
    assert.deepEqual((await open({ bleed: 18 })).bleed, { left: 18, top: 18, right: 18, bottom: 18 }, "the print area's bleed wins");

    const preview = await t.get(`${D}/api/ProductTemplates/designs/${id}?mode=File`, withKey());
    const bytes = Buffer.from(await preview.arrayBuffer());
    assert.deepEqual([(await sharp(bytes).metadata()).width, await alphaAt(bytes, 2, 2), await alphaAt(bytes, 72, 72)], [144, 0, 255], 'the preview shows the sticker shape');
  });

  it('refuses a JSON design it could not open, saying why', async () => {
    const bad = { version: 1, surfaces: [{ ...surface(), dieCut: { ...DIAMOND, path: 'M0 0 l5 5' } }] };
    const res = await uploadDesign('custom-templates/anonymous', JSON.stringify(bad), 'outline.json');
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as { Message: string }).Message, /dieCut\.path: relative/);
    const notJson = await uploadDesign('custom-templates/anonymous', '{ not json', 'outline.json');
    assert.equal(notJson.status, 400);
    assert.match(((await notJson.json()) as { Message: string }).Message, /not valid JSON/);
  });

  it('renders a die-cut design: proof transparent outside the cut, cut line stroked in its own CutContour layer above the items', async () => {
    const token = await designer.tokenFor(t, 'cutter');
    await designer.upload(t, 'cutter', token, [{ name: 'art.png', bytes: await png(300, 300, '#ef4444') }]);
    const square = { path: 'M0 0 H100 V100 L0 100 Z', width: 100, height: 100 };
    const design = { version: 1, surfaces: [{ ...surface({ height: 216, dieCut: DIAMOND }), items: [image('art.png', 300)] }, surface({ name: 'Back', height: 216, dieCut: square })] };
    const proof = await png(200, 300, '#ef4444');
    const res = await designer.postEditor(t, 'render', 'cutter', token, { design, proofs: [proof.toString('base64'), proof.toString('base64')] });
    assert.equal(res.status, 200);
    const r = (await res.json()) as { stateId: string; proofImageUrls: string[][]; hiResOutputUrls: string[] };

    const shaped = Buffer.from(await (await t.get(r.proofImageUrls[0]![0]!)).arrayBuffer());
    const meta = await sharp(shaped).metadata();
    assert.deepEqual([meta.width, meta.height, meta.hasAlpha], [200, 300, true]);
    assert.equal(await alphaAt(shaped, 3, 3), 0, 'outside the diamond');
    assert.equal(await alphaAt(shaped, 100, 150), 255, 'inside the diamond');
    assert.equal(await alphaAt(shaped, 100, 3), 255, 'the diamond reaches the top edge');

    const pdf = await PDFDocument.load(await (await t.get(r.hiResOutputUrls[0]!)).arrayBuffer());
    const ocgs = pdf.catalog.lookup(PDFName.of('OCProperties'), PDFDict).lookup(PDFName.of('OCGs'), PDFArray);
    assert.equal(ocgs.size(), 1, 'one layer for every page');
    const ocgRef = ocgs.get(0) as PDFRef;
    assert.equal((pdf.context.lookup(ocgRef, PDFDict).get(PDFName.of('Name')) as PDFString).decodeText(), 'CutContour');
    const [front, back] = pdf.getPages();
    for (const page of [front!, back!]) {
      const resources = page.node.Resources()!;
      const cs = resources.lookup(PDFName.of('ColorSpace'), PDFDict).lookup(PDFName.of('CutContour'), PDFArray);
      assert.deepEqual([String(cs.get(0)), String(cs.get(1)), String(cs.get(2))], ['/Separation', '/CutContour', '/DeviceCMYK']);
      assert.equal(resources.lookup(PDFName.of('Properties'), PDFDict).get(PDFName.of('CutContour')), ocgRef);
    }
    const ops = pageOperators(pdf, front!);
    assert.match(ops, /\/OC \/CutContour BDC\s+q\s+\/CutContourGS gs\s+\/CutContour CS\s+1 SCN\s+0\.25 w[\s\S]*\sS\s+Q\s+EMC/);
    assert.ok(ops.indexOf(' Do') < ops.indexOf('BDC'), 'the cut line lies above the artwork');
    // page 162 × 234 (trim 144 × 216, bleed 9): the diamond's top (50, 0) of 100 × 100 → trim (72, 0) → PDF (81, 225)
    assert.match(ops, /\n81 225 m\n153 117 l\n81 9 l\n9 117 l\nh\n/);
    assert.match(pageOperators(pdf, back!), /\n9 225 m\n153 225 l\n153 9 l\n9 9 l\nh\n/);

    const state = (await (await t.get(`${D}/api/users/cutter/states/${r.stateId}`, withKey())).json()) as { design: { surfaces: DesignSurface[] } };
    assert.deepEqual(state.design.surfaces.map((s) => s.dieCut), [DIAMOND, square]);
    const reopened = await designer.postEditor(t, 'open', 'cutter', token, { product: { surfaces: [{ stateId: r.stateId }] } });
    assert.deepEqual(((await reopened.json()) as { design: { surfaces: DesignSurface[] } }).design.surfaces.map((s) => s.dieCut), [DIAMOND, square]);
  });

  it('turns quadratic curves into the cubic ones PDF draws, and leaves plain designs without a layer', async () => {
    const token = await designer.tokenFor(t, 'curves');
    const curved = { version: 1, surfaces: [surface({ width: 100, height: 100, bleed: { left: 0, top: 0, right: 0, bottom: 0 }, dieCut: { path: 'M0 0 Q50 100 100 0 Z', width: 100, height: 100 } })] };
    const proof = (await png(100, 100)).toString('base64');
    const r = (await (await designer.postEditor(t, 'render', 'curves', token, { design: curved, proofs: [proof] })).json()) as { hiResOutputUrls: string[] };
    const pdf = await PDFDocument.load(await (await t.get(r.hiResOutputUrls[0]!)).arrayBuffer());
    // control points two thirds of the way to (50, 100) from each end, y flipped
    assert.match(pageOperators(pdf, pdf.getPage(0)), /\n0 100 m\n33\.33\d* 33\.33\d* 66\.66\d* 33\.33\d* 100 100 c\nh\n/);

    const plain = { version: 1, surfaces: [surface()] };
    const p = (await (await designer.postEditor(t, 'render', 'curves', token, { design: plain, proofs: [proof] })).json()) as { proofImageUrls: string[][]; hiResOutputUrls: string[] };
    const plainPdf = await PDFDocument.load(await (await t.get(p.hiResOutputUrls[0]!)).arrayBuffer());
    assert.equal(plainPdf.catalog.get(PDFName.of('OCProperties')), undefined);
    assert.equal(await alphaAt(Buffer.from(await (await t.get(p.proofImageUrls[0]![0]!)).arrayBuffer()), 0, 0), 255, 'a rectangle proof stays whole');
  });

  it('shapes getProofImages proofs too, and refuses a design whose cut line does not parse', async () => {
    const token = await designer.tokenFor(t, 'prover');
    const design = { version: 1, surfaces: [surface({ dieCut: DIAMOND })] };
    const res = await designer.postEditor(t, 'proofs', 'prover', token, { design, proofs: [(await png(80, 80)).toString('base64')] });
    const r = (await res.json()) as { proofImageUrls: string[][] };
    assert.equal(await alphaAt(Buffer.from(await (await t.get(r.proofImageUrls[0]![0]!)).arrayBuffer()), 1, 1), 0);
    const broken = { version: 1, surfaces: [surface({ dieCut: { ...DIAMOND, path: 'M0 0 L1' } })] };
    const bad = await designer.postEditor(t, 'states', 'prover', token, { design: broken });
    assert.equal(bad.status, 400);
    assert.match(((await bad.json()) as { Message: string }).Message, /design\.surfaces\[0\]\.dieCut\.path: L needs 2 numbers/);
  });
});
