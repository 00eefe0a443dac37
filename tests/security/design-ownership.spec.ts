import { expect, request as newRequest, test, type APIRequestContext } from '@playwright/test';
import { discPng } from '../e2e/artwork';
import { US } from '../e2e/hosts';
import { registerCustomer, signIn } from './customers';

/**
 * A shopper's design files are theirs: the design-service user is the
 * session's customer or the visitor id our server issued to the browser
 * (never an id a request names), and a custom template made for one shopper
 * (their die-cut shape) is previewed for that shopper only. Anyone else gets
 * the same 404 as for a file that is not there, so paths cannot be probed.
 */

/** A die-cut product: uploading artwork makes the shopper their own custom template. */
const DIE_CUT = 'custom-shape-stickers';
const TEMPLATE = 'custom-roll-labels/front';

/** A browser of its own (its own cookie jar), calling our API as the store's pages do. */
const shopper = (cookie?: string): Promise<APIRequestContext> =>
  newRequest.newContext({ baseURL: US, extraHTTPHeaders: { origin: US, ...(cookie ? { cookie } : {}) } });

async function tokenUser(browser: APIRequestContext, body: unknown = {}): Promise<string> {
  const res = await browser.post('/api/design/token', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { userId: string }).userId;
}

/** Uploads artwork and has the die-cut shape traced from it: the shopper's own design file. */
async function makeShape(browser: APIRequestContext): Promise<string> {
  const upload = await browser.post('/api/design/artwork', {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: await discPng(300) } },
    timeout: 90_000,
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const art = (await upload.json()) as { file: string; imageUrl: string };
  const shape = await browser.post('/api/design/shape', { data: { imageUrl: art.imageUrl, file: art.file, border: 'Small', handle: DIE_CUT }, timeout: 90_000 });
  expect(shape.status(), await shape.text()).toBe(200);
  return ((await shape.json()) as { designFile: string }).designFile;
}

const previewPath = (designFile: string) => `/api/design/preview?designFile=${encodeURIComponent(designFile)}&width=200`;

async function preview(browser: APIRequestContext, designFile: string): Promise<{ status: number; type: string; cache: string; body: string }> {
  const res = await browser.get(previewPath(designFile));
  return { status: res.status(), type: res.headers()['content-type'] ?? '', cache: res.headers()['cache-control'] ?? '', body: res.status() === 200 ? '' : await res.text() };
}

test.describe('design previews belong to their shopper', () => {
  let a: APIRequestContext;
  let b: APIRequestContext;
  let customer: APIRequestContext;
  let aUser = '';
  let aFile = '';
  let customerFile = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    a = await shopper();
    aUser = await tokenUser(a);
    aFile = await makeShape(a);
    customer = await shopper(await signIn(await registerCustomer('designer')));
    customerFile = await makeShape(customer);
  });
  test.afterAll(async () => {
    await Promise.all([a, b, customer].filter(Boolean).map((c) => c.dispose()));
  });

  test("shopper A's shape is in A's own folder and A sees its preview, privately", async () => {
    expect(aFile.startsWith(`custom-templates/anonymous/${aUser}/`), aFile).toBe(true);
    const mine = await preview(a, aFile);
    expect(mine).toMatchObject({ status: 200, type: 'image/png' });
    expect(mine.cache).toContain('no-store');
    expect(mine.cache).not.toContain('public');
  });

  test("another visitor gets 404 for A's file, the same answer as for a file that does not exist", async () => {
    b = await shopper();
    const bUser = await tokenUser(b);
    expect(bUser).not.toBe(aUser);
    const theirs = await preview(b, aFile);
    expect(theirs.status, theirs.body).toBe(404);
    const missing = await preview(b, `custom-templates/anonymous/${aUser}/shape-000000000000000000000000-small`);
    expect(missing).toEqual(theirs);
    // The shared anonymous folder and other spellings of the path are no way round.
    for (const path of [aFile.toUpperCase(), aFile.replace('custom-templates/', 'Custom-Templates/'), `custom-templates/anonymous/${aFile.split('/').pop()}`]) {
      expect((await preview(b, path)).status, path).toBe(404);
    }
  });

  test("naming A's id gets B neither A's token nor A's files", async () => {
    const b2 = await shopper();
    try {
      expect(await tokenUser(b2, { userId: aUser })).not.toBe(aUser);
      // A visitor cookie B wrote itself (A's id, with or without a made-up signature) is not one our server issued.
      for (const cookie of [`design_visitor=${aUser}`, `design_visitor=${aUser}.${'A'.repeat(43)}`]) {
        const forged = await shopper(cookie);
        try {
          expect(await tokenUser(forged)).not.toBe(aUser);
          expect((await preview(forged, aFile)).status).toBe(404);
        } finally {
          await forged.dispose();
        }
      }
    } finally {
      await b2.dispose();
    }
  });

  test("a signed-in customer gets 404 for A's file, and A and B get 404 for the customer's", async () => {
    expect(customerFile).toMatch(/^custom-templates\/\d+\//);
    expect((await preview(customer, customerFile)).status).toBe(200);
    expect((await preview(customer, aFile)).status).toBe(404);
    expect((await preview(a, customerFile)).status).toBe(404);
    const stranger = await shopper();
    try {
      expect((await preview(stranger, customerFile)).status).toBe(404);
    } finally {
      await stranger.dispose();
    }
  });

  test("any shopper gets a product template's preview, kept a while by the browser, by no shared cache", async () => {
    for (const browser of [a, customer]) {
      const template = await preview(browser, TEMPLATE);
      expect(template).toMatchObject({ status: 200, type: 'image/png' });
      expect(template.cache).toBe('private, max-age=300');
    }
    const anonymous = await shopper();
    try {
      expect((await preview(anonymous, TEMPLATE)).status).toBe(200);
    } finally {
      await anonymous.dispose();
    }
  });
});
