import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addFault, countStorefrontCalls } from './emulator';
import { dropCachedProduct } from './revalidate';
import { ACME, APP_PORT, CA, EMULATOR, NORTHWIND, US, viaLoopback } from './hosts';
import { DEV_SECRETS } from '../../scripts/env.mjs';

async function get(request: APIRequestContext, absolute: string) {
  const { url, headers } = viaLoopback(absolute);
  return request.get(url, { headers });
}

test('the home page sends a page-view event about a second after load', async ({ page, request }) => {
  await request.delete(`${EMULATOR}/__emulator/analytics`);
  await page.goto(`${US}/`);
  await expect
    .poll(async () => (await (await request.get(`${EMULATOR}/__emulator/analytics`)).json()), { timeout: 5000 })
    .toEqual(
      expect.objectContaining({
        events: expect.arrayContaining([expect.objectContaining({ event: expect.objectContaining({ type: 'page', name: 'Home' }) })]),
      }),
    );
});

test('a signed revalidate call drops the cached page; a bad signature is refused', async ({ request }) => {
  const page = `${CA}/products/kraft-paper-roll-labels`;
  const calls = await countStorefrontCalls(request, 'kraft-paper-roll-labels');
  expect((await get(request, page)).status()).toBe(200);
  const warm = await calls.hits();
  expect((await get(request, page)).status()).toBe(200);
  expect(await calls.hits()).toBe(warm);

  const body = JSON.stringify({ kind: 'product', handle: 'kraft-paper-roll-labels' });
  const bad = await request.post(`${US}/api/revalidate`.replace('localhost', '127.0.0.1'), {
    data: body,
    headers: { 'content-type': 'application/json', 'x-signature': 'bm90IGEgc2lnbmF0dXJl' },
  });
  expect(bad.status()).toBe(401);

  const signature = createHmac('sha256', DEV_SECRETS.REVALIDATE_SECRET).update(body).digest('base64');
  const ok = await request.post(`${US}/api/revalidate`.replace('localhost', '127.0.0.1'), {
    data: body,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
  });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ revalidated: ['product:kraft-paper-roll-labels', 'catalog'] });

  expect((await get(request, page)).status()).toBe(200);
  expect(await calls.hits()).toBeGreaterThan(warm);
  await calls.remove();
});

test('a failing snippet service still renders a known reseller with fallback content', async ({ request }) => {
  // The store has served northwind before, so the front door knows it exists.
  expect((await get(request, `${NORTHWIND}/pages/about-us`)).status()).toBeLessThan(500);
  const fault = await addFault(request, { prefix: '/snippets/resellers/northwind', status: 503 });
  try {
    const res = await get(request, `${NORTHWIND}/`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<footer');
    expect(html).toContain('<main');
  } finally {
    await fault.remove();
  }
});

test('while the snippet service is down, a reseller host never seen before is unavailable, not a store', async ({ request }) => {
  const fault = await addFault(request, { prefix: '/snippets/resellers', status: 503 });
  try {
    const res = await get(request, NORTHWIND.replace('northwind', 'never-seen-co'));
    expect(res.status()).toBe(503);
    expect(res.headers()['retry-after']).toBeDefined();
  } finally {
    await fault.remove();
  }
});

test('sitemap.xml and robots.txt are per host', async ({ request }) => {
  // A security test faults every store's sitemap read for a moment (a 503 with Retry-After): read again after it.
  const sitemap = async (origin: string, loc: string): Promise<string> => {
    let text = '';
    await expect.poll(async () => (text = await (await get(request, `${origin}/sitemap.xml`)).text()), { timeout: 15_000 }).toContain(loc);
    return text;
  };
  const acme = await sitemap(ACME, `<loc>${ACME}/collections/featured</loc>`);
  expect(acme).not.toContain(`${US}/`);
  const us = await sitemap(US, `<loc>${US}/products/custom-roll-labels</loc>`);
  expect(us).not.toContain('/collections/featured<');
  const robots = await (await get(request, `${ACME}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${ACME}/sitemap.xml`);
});

test('product pages carry canonical and hreflang links', async ({ page }) => {
  await page.goto(`${US}/products/custom-roll-labels`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${US}/products/custom-roll-labels`);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', `${US}/products/custom-roll-labels?lang=fr`);
  const title = await page.title();
  expect(title.length).toBeLessThanOrEqual(70);
});

test('the template collection pages are described and canonical, as search engines need', async ({ page }) => {
  for (const [path, title] of [['/right-sidebar/collection', 'All Products'], ['/no-sidebar/collection', 'Products']] as const) {
    await page.goto(`${US}${path}`);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${US}${path}`);
  }
});

test('bad input to the route handlers gets a 4xx with a message', async ({ request }) => {
  const analytics = await request.post(`http://127.0.0.1:${APP_PORT}/api/analytics`, { data: 'not json', headers: { 'content-type': 'text/plain' } });
  expect(analytics.status()).toBe(400);
  expect(await analytics.json()).toHaveProperty('error');
  const wrongShape = await request.post(`http://127.0.0.1:${APP_PORT}/api/analytics`, { data: { type: 'nonsense' } });
  expect(wrongShape.status()).toBe(400);
});

test('when the store cannot be reached, a product page says so (503, Retry-After, not indexed), and the next visitor after it is back gets the product', async ({ page, request }) => {
  // Rendered afresh: a page cached before the outage rightly keeps being served.
  await dropCachedProduct(request, 'static-cling-decals');
  // Only this product's lookups fail, so tests running beside this one are unaffected.
  const fault = await addFault(request, { prefix: '/api/2026-04/graphql.json', status: 503, bodyIncludes: '"static-cling-decals"' });
  try {
    const res = await page.goto(`${US}/products/static-cling-decals`);
    expect(res?.status()).toBe(503);
    expect(res?.headers()['retry-after']).toBe('30');
    expect(res?.headers()['cache-control']).toBe('no-store');
    expect(page.url()).toBe(`${US}/products/static-cling-decals`);
    await expect(page.getByRole('heading', { name: 'This page is temporarily unavailable' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  } finally {
    await fault.remove();
  }
  // The store answers again: the fallback was never cached, so the very next visit shows the product.
  const back = await page.goto(`${US}/products/static-cling-decals`);
  expect(back?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page is temporarily unavailable');
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
});
