import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestEmulator, type TestEmulator } from './helpers.ts';
import * as designer from './designer-helpers.ts';

/**
 * A design saved as a visitor, reopened by the same person after sign-in: the back end reads the visitor's state
 * file and posts it to the customer's states (`POST ~/api/users/{userId}/states/{stateId}`). The copy must reopen
 * and draw its images for the new owner.
 */

const { D, png, withKey } = designer;

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator();
});
after(() => t.stop());

const surface = (items: unknown[]) => ({
  name: 'Front', width: 144, height: 144, bleed: { left: 9, top: 9, right: 9, bottom: 9 }, safetyLines: [], background: '#ffffff', items,
  dieCut: { path: 'M0 0 H10 V10 Z', width: 10, height: 10 },
});
const image = (file: string) => ({ type: 'image', id: `i-${file}`, name: 'Artwork', file, cx: 72, cy: 72, width: 40, height: 40, scaleX: 1, scaleY: 1, angle: 0 });

const galleryFile = async (userId: string, token: string, name: string) =>
  t.get(`${D}/api/Gallery/Private/${userId}/files/${encodeURIComponent(name)}`, { headers: { 'X-CustomersCanvasUserToken': token } });
const postState = (userId: string, stateId: string, body: string, init: RequestInit = withKey()) =>
  t.get(`${D}/api/users/${userId}/states/${stateId}`, { ...init, method: 'POST', headers: { ...(init.headers as Record<string, string>), 'content-type': 'application/json' }, body });

/** A visitor uploads an image, saves a design using it, and the back end reads the state file back. */
async function visitorState(visitor: string, bytes: Buffer) {
  const token = await designer.tokenFor(t, visitor);
  await designer.upload(t, visitor, token, [{ name: 'logo.png', bytes }]);
  const saved = (await (await designer.postEditor(t, 'states', visitor, token, { design: { version: 1, surfaces: [surface([image('logo.png')])] } })).json()) as { stateId: string };
  const file = await t.get(`${D}/api/users/${visitor}/states/${saved.stateId}`, withKey());
  assert.equal(file.status, 200);
  return { stateId: saved.stateId, file: await file.text() };
}

describe('design service: copying a state to another user', () => {
  it('stores the state file for the new user (201), whose editor reopens it and can draw its image', async () => {
    const bytes = await png(40, 40, '#f59e0b');
    const { stateId, file } = await visitorState('anon-1', bytes);
    const res = await postState('customer-1', stateId, file);
    assert.equal(res.status, 201);
    const copy = (await res.json()) as { stateId: string; userId: string; design: unknown };
    assert.deepEqual([copy.stateId, copy.userId], [stateId, 'customer-1']);
    assert.deepEqual((await (await t.get(`${D}/api/users/customer-1/states`, withKey())).json()), [stateId]);

    const token = await designer.tokenFor(t, 'customer-1');
    const opened = await designer.postEditor(t, 'open', 'customer-1', token, { product: { surfaces: [{ stateId }] } });
    assert.equal(opened.status, 200);
    const design = ((await opened.json()) as { design: { surfaces: { items: { file: string }[]; dieCut: unknown }[] } }).design;
    assert.deepEqual(design, (JSON.parse(file) as { design: unknown }).design);
    const drawn = await galleryFile('customer-1', token, design.surfaces[0]!.items[0]!.file);
    assert.equal(drawn.status, 200, "the image is in the new owner's gallery");
    assert.ok(Buffer.from(await drawn.arrayBuffer()).equals(bytes));
  });

  it('answers 400 "This state already exists" for a second copy, and keeps the first', async () => {
    const { stateId, file } = await visitorState('anon-2', await png(20, 20));
    assert.equal((await postState('customer-2', stateId, file)).status, 201);
    const again = await postState('customer-2', stateId, file);
    assert.equal(again.status, 400);
    assert.deepEqual(await again.json(), { Message: 'This state already exists' });
    assert.equal((await t.get(`${D}/api/users/customer-2/states/${stateId}`, withKey())).status, 200);
  });

  it("renames the copied image when the new owner already has a different one of that name, and the state follows", async () => {
    const mine = await png(30, 30, '#000000');
    const token = await designer.tokenFor(t, 'customer-3');
    await designer.upload(t, 'customer-3', token, [{ name: 'logo.png', bytes: mine }]);
    const theirs = await png(40, 40, '#22c55e');
    const { stateId, file } = await visitorState('anon-3', theirs);
    const copy = (await (await postState('customer-3', stateId, file)).json()) as { design: { surfaces: { items: { file: string }[] }[] } };
    const name = copy.design.surfaces[0]!.items[0]!.file;
    assert.equal(name, 'logo_1.png');
    assert.ok(Buffer.from(await (await galleryFile('customer-3', token, name)).arrayBuffer()).equals(theirs));
    assert.ok(Buffer.from(await (await galleryFile('customer-3', token, 'logo.png')).arrayBuffer()).equals(mine), "the owner's own file is untouched");
  });

  it('refuses malformed files (400), images the named gallery lacks (422), and callers without the key (403)', async () => {
    const { stateId, file } = await visitorState('anon-4', await png(10, 10));
    const parsed = JSON.parse(file) as Record<string, unknown>;
    const fresh = '7d3f0b1c-2a4e-4f6b-8c9d-0e1f2a3b4c5d';
    const cases: [string, string, number, RegExp][] = [
      [fresh, 'not json', 400, /must be JSON/],
      [fresh, '[]', 400, /state must be an object/],
      [fresh, JSON.stringify({ ...parsed, design: { version: 2 } }), 400, /design\.version must be 1/],
      [fresh, JSON.stringify({ ...parsed, hiResOutputUrls: 'x' }), 400, /state\.hiResOutputUrls must be an array/],
      [fresh, JSON.stringify({ ...parsed, userId: undefined }), 400, /state\.userId must name the user/],
      [fresh, JSON.stringify({ ...parsed, userId: 'nobody' }), 422, /Images not in the gallery of nobody: logo\.png/],
      ['not-a-uuid', file, 400, /stateId must be a UUID/],
    ];
    for (const [id, body, status, message] of cases) {
      const res = await postState('customer-4', id, body);
      assert.equal(res.status, status, body.slice(0, 60));
      assert.match(((await res.json()) as { Message: string }).Message, message);
    }
    assert.equal((await t.get(`${D}/api/users/customer-4/states/${fresh}`, withKey())).status, 404, 'nothing stored by a refused copy');
    assert.equal((await postState('customer-4', stateId, file, {})).status, 403);
  });
});
