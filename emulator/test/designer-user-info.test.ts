import assert from 'node:assert/strict';
import vm from 'node:vm';
import { describe, it } from 'node:test';
import { EditorBundles } from '../src/designer/bundle.ts';
import type { ImageItem, SafetyLine } from '../src/designer/model.ts';
import { newUserImage, readUserInfo, replaceUserImage, safetyBox } from '../src/designer/userInfo.ts';

/**
 * `editor.loadUserInfo(data)`: what the editor makes of the data (read before anything changes, placed where the
 * product rule says), and the call through the IFrame API to the framed editor and back.
 */

const line = (m: number): SafetyLine => ({ margin: { left: m, top: m, right: m, bottom: m }, color: 'red', altColor: 'white', stepPx: 5, widthPx: 1 });

describe('loadUserInfo: reading the data', () => {
  it('reads user:<file> as a gallery image and a plain value as text for a text item of that name', () => {
    assert.deepEqual(readUserInfo({ Artwork: 'user:art 1.png', Caption: 'Hello' }, new Set(['Caption'])), [
      { kind: 'image', key: 'Artwork', file: 'art 1.png' },
      { kind: 'text', key: 'Caption', text: 'Hello' },
    ]);
    assert.deepEqual(readUserInfo({}, new Set()), []);
  });

  it('refuses any other value form with "Unsupported user info value", and data that is not an object', () => {
    for (const data of [{ Artwork: 'art.png' }, { Artwork: 'https://example.com/a.png' }, { Artwork: 'user:' }, { Artwork: 42 }, { Caption: 'x', Artwork: 'art.png' }]) {
      assert.throws(() => readUserInfo(data, new Set(['Caption'])), /^Error: Unsupported user info value for "Artwork"/, JSON.stringify(data));
    }
    assert.throws(() => readUserInfo({ Artwork: `user:${'a'.repeat(256)}` }, new Set()), /Unsupported user info value/);
    for (const data of [null, 'user:a.png', ['user:a.png']]) assert.throws(() => readUserInfo(data, new Set()), /needs an object/);
  });
});

describe('loadUserInfo: placing the image', () => {
  const surface = { width: 200, height: 100, safetyLines: [line(10), line(30)] };

  it('fits a new image inside the safety area (trim less the first safety line), centred', () => {
    assert.deepEqual(safetyBox(surface), { cx: 100, cy: 50, width: 180, height: 80 });
    const item = newUserImage(surface, 'Artwork', 'art.png', { width: 400, height: 400 }, 'id-1');
    assert.deepEqual(item, { type: 'image', id: 'id-1', name: 'Artwork', file: 'art.png', cx: 100, cy: 50, width: 400, height: 400, scaleX: 0.2, scaleY: 0.2, angle: 0 });
    const wide = newUserImage(surface, 'Artwork', 'art.png', { width: 900, height: 100 }, 'id-2');
    assert.equal(wide.width * wide.scaleX, 180, 'a wide image meets the sides');
  });

  it('uses the trim when there is no safety line, or its margins leave no room', () => {
    assert.deepEqual(safetyBox({ width: 200, height: 100, safetyLines: [] }), { cx: 100, cy: 50, width: 200, height: 100 });
    assert.deepEqual(safetyBox({ width: 200, height: 100, safetyLines: [line(60)] }), { cx: 100, cy: 50, width: 200, height: 100 });
  });

  it("replaces a placeholder's image inside the placeholder's box, keeping its place, turn, id and name", () => {
    const placeholder: ImageItem = { type: 'image', id: 'ph', name: 'Artwork', file: 'old.png', cx: 40, cy: 60, width: 100, height: 50, scaleX: 2, scaleY: -2, angle: 15 };
    const item = replaceUserImage(placeholder, 'new.png', { width: 300, height: 300 });
    // box 200 × 100: a square fits at 100 × 100
    assert.deepEqual(item, { ...placeholder, file: 'new.png', width: 300, height: 300, scaleX: 1 / 3, scaleY: -1 / 3 });
  });
});

describe('loadUserInfo: through the IFrame API', () => {
  /** Runs IframeApi.js against a stand-in frame: every message the host posts, and a way to answer as the editor. */
  async function hostPage() {
    const code = (await new EditorBundles().get('IframeApi.js')).body.toString('utf8');
    const listeners: ((e: unknown) => void)[] = [];
    const posted: { ccEmulator: string; id: number; method: string; args: unknown[] }[] = [];
    const frame = { postMessage: (m: (typeof posted)[number]) => posted.push(m) };
    const iframe = { contentWindow: frame, src: '', addEventListener() {}, removeEventListener() {} };
    const window: Record<string, unknown> = {
      addEventListener: (type: string, fn: (e: unknown) => void) => type === 'message' && listeners.push(fn),
      removeEventListener() {},
    };
    const editorOrigin = 'http://emulator.test';
    const document = { getElementById: () => ({ src: `${editorOrigin}/designer/Resources/Generated/IframeApi.js` }), currentScript: null };
    vm.runInNewContext(code, { window, document, location: { href: 'http://shop.test/p', origin: 'http://shop.test' }, URL, crypto: globalThis.crypto, setTimeout, clearTimeout });
    const cc = window.CustomersCanvas as { IframeApi: { loadEditor(iframe: unknown, product: unknown, config: unknown): Promise<{ loadUserInfo(d: unknown): Promise<unknown> }> } };
    const send = (data: unknown) => listeners.forEach((fn) => fn({ origin: editorOrigin, source: frame, data }));
    const loading = cc.IframeApi.loadEditor(iframe, { surfaces: [{ width: 72, height: 72 }] }, { userId: 'u1', tokenId: 't1' });
    const channel = new URL(iframe.src).searchParams.get('channel')!;
    send({ ccEmulator: channel, ready: true });
    const reply = (ok: boolean, extra: Record<string, unknown> = {}) => send({ ccEmulator: channel, id: posted[posted.length - 1]!.id, ok, ...extra });
    reply(true, { result: {} });
    return { editor: await loading, posted, reply };
  }

  it('sends the data to the editor and resolves once it answers', async () => {
    const { editor, posted, reply } = await hostPage();
    const call = editor.loadUserInfo({ Artwork: 'user:art.png' });
    const sent = posted[posted.length - 1]!;
    assert.equal(sent.method, 'loadUserInfo');
    assert.equal(JSON.stringify(sent.args), JSON.stringify([{ Artwork: 'user:art.png' }]));
    reply(true, { result: null });
    assert.equal(await call, undefined);
  });

  it("rejects with the editor's reason (a missing file named)", async () => {
    const { editor, reply } = await hostPage();
    const call = editor.loadUserInfo({ Artwork: 'user:gone.png' });
    reply(false, { error: 'Image "gone.png" is not in the user\'s gallery' });
    await call.then(() => assert.fail('resolved'), (e: Error) => assert.equal(e.message, 'Image "gone.png" is not in the user\'s gallery'));
  });
});
