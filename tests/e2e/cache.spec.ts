import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { countStorefrontCalls } from './emulator';
import { dropCachedProduct } from './revalidate';
import { CA, EMULATOR, US, viaLoopback } from './hosts';

test('a repeated page request on the same host makes no Storefront call', async ({ request }) => {
  // Dropped first, so the first request really renders it.
  await dropCachedProduct(request, 'kraft-hang-tags');
  const { url, headers } = viaLoopback(`${CA}/products/kraft-hang-tags`);
  const calls = await countStorefrontCalls(request, 'kraft-hang-tags');
  try {
    const first = await request.get(url, { headers });
    expect(first.status()).toBe(200);
    const afterFirst = await calls.hits();
    expect(afterFirst).toBeGreaterThan(0);

    const second = await request.get(url, { headers });
    expect(second.status()).toBe(200);
    expect(await second.text()).toContain('Kraft');
    expect(await calls.hits()).toBe(afterFirst);
  } finally {
    await calls.remove();
  }
});

/** One raw request (no decoding by the client), so the test sees what went on the wire. */
function raw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

const decoded = (reply: { headers: IncomingHttpHeaders; body: Buffer }) =>
  reply.headers['content-encoding'] === 'br' ? brotliDecompressSync(reply.body) : reply.headers['content-encoding'] === 'gzip' ? gunzipSync(reply.body) : reply.body;

test('a cached page is kept whole: sent byte for byte in every coding, compressed once, 304 for what the client has', async () => {
  const { url, headers } = viaLoopback(`${CA}/collections/all`);
  // Kept once compressed: from then on every answer has its length up front instead of streaming.
  await expect
    .poll(async () => (await raw(url, { ...headers, 'accept-encoding': 'gzip, deflate, br' })).headers['content-length'], { timeout: 15_000 })
    .toBeTruthy();
  const plain = await raw(url, headers);
  const br = await raw(url, { ...headers, 'accept-encoding': 'gzip, deflate, br' });
  const gzip = await raw(url, { ...headers, 'accept-encoding': 'gzip' });
  expect([plain.status, br.status, gzip.status]).toEqual([200, 200, 200]);
  expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
  expect(decoded(br).equals(plain.body)).toBe(true);
  expect(decoded(gzip).equals(plain.body)).toBe(true);
  for (const reply of [plain, br, gzip]) {
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  }
  const unchanged = await raw(url, { ...headers, 'if-none-match': String(plain.headers.etag) });
  expect(unchanged.status).toBe(304);
  expect(unchanged.body.byteLength).toBe(0);
});

test('a kept page never answers a visitor whose cookie chooses the language, and the webhook refreshes it at once', async ({ request }) => {
  const { url, headers } = viaLoopback(`${US}/products/kraft-hang-tags`);
  await expect.poll(async () => (await raw(url, headers)).headers['content-length'], { timeout: 15_000 }).toBeTruthy();
  const french = await raw(url, { ...headers, cookie: 'NEXT_LOCALE=fr' });
  expect(french.body.toString()).toMatch(/<html[^>]*lang="fr"/);
  expect((await raw(url, headers)).body.toString()).toMatch(/<html[^>]*lang="en"/);

  const title = `Kraft Hang Tags ${Date.now().toString(36)}`;
  const rename = (to: string) => request.patch(`${EMULATOR}/__emulator/products/kraft-hang-tags`, { data: { title: to } });
  const original = /<h1[^>]*>([^<]*)</.exec((await raw(url, headers)).body.toString())?.[1];
  expect(original).toBeTruthy();
  expect((await rename(title)).status()).toBe(200);
  try {
    // Kept until the platform says it changed; then at once.
    expect((await raw(url, headers)).body.toString()).toContain(`>${original}<`);
    await dropCachedProduct(request, 'kraft-hang-tags');
    expect((await raw(url, headers)).body.toString()).toContain(`>${title}<`);
  } finally {
    await rename(original!);
    await dropCachedProduct(request, 'kraft-hang-tags');
  }
});
