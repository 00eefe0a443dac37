import { createHmac } from 'node:crypto';
import { expect, request as newRequest, test, type APIRequestContext } from '@playwright/test';
import { DEV_SECRETS } from '../../scripts/env.mjs';
import { ACME, EMULATOR, US, viaLoopback } from '../e2e/hosts';

/**
 * A shared proof's link is signed, expires, and belongs to the site it was
 * made on: a link altered by hand or another site's host answers 404, an
 * expired one says so (never a 500), its page is kept by no shared cache
 * and indexed by no search engine; approving needs a page of our own origin,
 * and bodies that are not ours are refused with a 4xx.
 */

const PRODUCT = 'custom-roll-labels';
const PROOF = `${EMULATOR}/designer/proofs/shared-proof.png`;

/** A browser of its own, calling our API as the store's pages do. */
const shopper = (origin = US): Promise<APIRequestContext> => newRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });

/** A token as our server signs it (lib/ground/http/signed-token.ts), made here to test what a forger or the clock does. */
function signedToken(payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', DEV_SECRETS.PROOF_SHARE_SECRET).update(`proof-share:v1:${body}`).digest('base64url');
  return `${body}.${mac}`;
}

async function shareLink(browser: APIRequestContext, allowApproval = true): Promise<string> {
  const res = await browser.post('/api/design/share', { data: { handle: PRODUCT, size: '2" x 2"', quantity: 250, proof: PROOF, allowApproval } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

const tokenOf = (link: string) => decodeURIComponent(/^\/proof\/([^?]+)/.exec(link)![1]!);

test.describe('shared proofs', () => {
  let us: APIRequestContext;
  let link = '';

  test.beforeAll(async () => {
    us = await shopper();
    link = await shareLink(us);
  });
  test.afterAll(async () => us.dispose());

  test('the page shows the proof to anyone with the link, private to their browser and unindexed', async ({ request }) => {
    const res = await request.get(`${US}${link}`);
    expect(res.status()).toBe(200);
    const cache = res.headers()['cache-control'] ?? '';
    expect(cache).toMatch(/private/);
    expect(cache).toMatch(/no-store/);
    const html = await res.text();
    expect(html).toContain('Custom Roll Labels');
    expect(html).toMatch(/<meta name="robots" content="noindex, ?nofollow"/);
  });

  test('another site’s host, an altered link and a made-up one answer 404, not 500', async ({ request }) => {
    const other = viaLoopback(`${ACME}${link}`);
    expect((await request.get(other.url, { headers: other.headers })).status()).toBe(404);
    const token = tokenOf(link);
    const [body, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    // The same share claimed for the reseller's site, with the original signature.
    const moved = `${Buffer.from(JSON.stringify({ ...claims, t: 'r-acme' })).toString('base64url')}.${mac}`;
    const forgedOther = viaLoopback(`${ACME}/proof/${moved}`);
    expect((await request.get(forgedOther.url, { headers: forgedOther.headers })).status()).toBe(404);
    // A longer life with the original signature.
    const longer = `${Buffer.from(JSON.stringify({ ...claims, e: Number(claims.e) + 1e9 })).toString('base64url')}.${mac}`;
    for (const path of [`/proof/${longer}`, `/proof/${body}.${mac.slice(0, -2)}AA`, '/proof/not-a-token', `/proof/${'A'.repeat(1500)}.x`]) {
      expect((await request.get(`${US}${path}`)).status(), path).toBe(404);
    }
    // Longer than any address we serve: refused at the front door, still not a 500.
    const huge = (await request.get(`${US}/proof/${'A'.repeat(9000)}.x`)).status();
    expect(huge >= 400 && huge < 500, String(huge)).toBe(true);
    // Signed by us, but for a share that does not exist.
    expect((await request.get(`${US}/proof/${signedToken({ i: 'abcdefghijklmnopqrstuvwx', t: 'us', e: Date.now() + 60_000 })}`)).status()).toBe(404);
  });

  test('an expired link says so in the page’s language, never a 500', async ({ request }) => {
    const expired = signedToken({ ...JSON.parse(Buffer.from(tokenOf(link).split('.')[0]!, 'base64url').toString()), e: Date.now() - 1000 });
    const en = await request.get(`${US}/proof/${expired}`);
    expect(en.status()).toBe(200);
    expect(await en.text()).toContain('This link has expired');
    const fr = await request.get(`${US}/proof/${expired}?lang=fr`);
    expect(await fr.text()).toContain('Ce lien a expiré');
    const approve = await us.post('/api/design/share/approve', { data: { token: expired } });
    expect(approve.status()).toBe(410);
  });

  test('approving needs our own origin; the approval is recorded once', async () => {
    const token = tokenOf(await shareLink(us));
    // A browser's request from another site: no Origin, but Sec-Fetch-Site says so.
    const bare = await newRequest.newContext({ baseURL: US, extraHTTPHeaders: { 'sec-fetch-site': 'cross-site' } });
    expect((await bare.post('/api/design/share/approve', { data: { token } })).status()).toBe(403);
    // The reseller's own site is another origin too.
    const reseller = await newRequest.newContext({ baseURL: US, extraHTTPHeaders: { origin: ACME } });
    expect((await reseller.post('/api/design/share/approve', { data: { token } })).status()).toBe(403);
    await reseller.dispose();
    const foreign = await newRequest.newContext({ baseURL: US, extraHTTPHeaders: { origin: 'https://evil.example' } });
    expect((await foreign.post('/api/design/share/approve', { data: { token } })).status()).toBe(403);
    expect((await foreign.post('/api/design/share', { data: { handle: PRODUCT, quantity: 1, proof: PROOF, allowApproval: true } })).status()).toBe(403);
    await Promise.all([bare.dispose(), foreign.dispose()]);

    const first = await us.post('/api/design/share/approve', { data: { token, name: 'Sam' } });
    expect(first.status()).toBe(200);
    const again = await us.post('/api/design/share/approve', { data: { token, name: 'Mallory' } });
    expect(await again.json()).toEqual(await first.json());
    // A link shared without approval cannot be approved.
    const viewOnly = tokenOf(await shareLink(us, false));
    expect((await us.post('/api/design/share/approve', { data: { token: viewOnly } })).status()).toBe(409);
  });

  test('bodies that are not ours are refused with a 4xx', async () => {
    const cases: [string, unknown, number][] = [
      ['/api/design/share', { handle: PRODUCT, quantity: 1, proof: 'https://evil.example/p.png', allowApproval: true }, 400],
      ['/api/design/share', { handle: PRODUCT, quantity: 1, proof: 'javascript:alert(1)', allowApproval: true }, 400],
      ['/api/design/share', { handle: '../../etc', quantity: 1, proof: PROOF, allowApproval: true }, 400],
      ['/api/design/share', { handle: PRODUCT, quantity: -5, proof: PROOF, allowApproval: true }, 400],
      ['/api/design/share', { handle: PRODUCT, quantity: 1, proof: PROOF, allowApproval: true, projectName: 'x'.repeat(100_000) }, 413],
      ['/api/design/share/approve', { token: 'x'.repeat(2000) }, 400],
      ['/api/design/share/approve', { token: 'abc', comment: 'y'.repeat(100_000) }, 413],
      ['/api/design/share/approve', [1, 2, 3], 400],
    ];
    for (const [path, data, status] of cases) {
      const res = await us.post(path, { data });
      expect(res.status(), `${path} ${JSON.stringify(data).slice(0, 80)}`).toBe(status);
    }
    const notJson = await us.post('/api/design/share', { data: '{"handle":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status()).toBe(400);
  });
});
