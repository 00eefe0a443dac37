import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addFault } from '../e2e/emulator';
import { APP_PORT } from '../e2e/hosts';
import { dropCachedTags } from '../e2e/revalidate';
import { answer, HOST, mapLimit, uniqueLoopbackIp } from './raw-http';

/**
 * What made-up addresses cost the store: a sitemap that fails loudly, and
 * redirects that keep non-ASCII handles intact. That they never enter the
 * page cache is proven where the cache can be read from outside, on Redis
 * (tests/cluster).
 */

/** A session cookie the middleware's guard lets through (present, well-formed, not expired); the platform never saw its token. */
const liveLookingSession = `customer_session=${Buffer.from(JSON.stringify({ t: `made-up-${randomUUID()}`, e: '2099-01-01T00:00:00Z' })).toString('base64url')}`;

test('made-up products, collections, order ids, long handles and reseller hosts are answered without a 5xx; made-up resellers are no stores', async () => {
  const token = `junk${randomUUID().slice(0, 8)}`;
  const localAddress = uniqueLoopbackIp();
  const requests: { host: string; path: string; cookie?: string }[] = [
    ...Array.from({ length: 20 }, (_, i) => ({ host: HOST.us, path: `/products/${token}-${i}` })),
    ...Array.from({ length: 10 }, (_, i) => ({ host: HOST.fr, path: `/collections/${token}-${i}` })),
    ...Array.from({ length: 5 }, (_, i) => ({ host: HOST.us, path: `/left-sidebar/products/${token}-${i}` })),
    ...Array.from({ length: 5 }, (_, i) => ({ host: HOST.us, path: `/products/${token}${'x'.repeat(240)}${i}` })),
    ...Array.from({ length: 10 }, (_, i) => ({ host: HOST.us, path: `/account/orders/summary/${token}-${i}?key=k`, cookie: liveLookingSession })),
    ...Array.from({ length: 10 }, (_, i) => ({ host: `${token}-${i}.resellers.localhost:${APP_PORT}`, path: '/' })),
  ];
  const statuses = await mapLimit(requests, 4, async ({ host, path, cookie }) =>
    (await answer({ method: 'GET', host, path, headers: cookie ? { cookie } : {}, localAddress })).status,
  );
  expect(statuses.every((s) => s < 500)).toBe(true);
  expect(statuses.slice(-10).every((s) => s === 404)).toBe(true);
});

test('a failed sitemap is a 503 with Retry-After, never an empty list kept for an hour', async ({ request }) => {
  // Rebuilt on the next read: the crawl has read every sitemap by now.
  await dropCachedTags(request, ['sitemap']);
  const host = `ca.localhost:${APP_PORT}`;
  const fault = await addFault(request, { prefix: '/api/', operation: 'SitemapProducts', status: 503 });
  try {
    const res = await answer({ method: 'GET', host, path: '/sitemap.xml', localAddress: uniqueLoopbackIp() });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(String(res.headers['cache-control'])).toContain('no-store');
    expect(res.text).not.toContain('<urlset');
  } finally {
    await fault.remove();
  }
  const healthy = await answer({ method: 'GET', host, path: '/sitemap.xml', localAddress: uniqueLoopbackIp() });
  expect(healthy.status).toBe(200);
  expect(healthy.text).toContain('<urlset');
});

test('the left-sidebar product redirect keeps a non-ASCII handle encoded once', async () => {
  const res = await answer({ method: 'GET', host: HOST.us, path: '/left-sidebar/products/%C3%A9tiquette-ronde', localAddress: uniqueLoopbackIp() });
  expect(res.status).toBe(308);
  expect(res.headers.location).toBe('/products/%C3%A9tiquette-ronde');
});
