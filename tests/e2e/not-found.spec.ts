import { expect, test } from '@playwright/test';
import { ACME, US, viaLoopback } from './hosts';

const TEXT = "Sorry, but we can't seem to find what you're looking for.";

// Optional Extras (overlamination, white halo) are sold only with a product: no page of their own.
for (const path of ['/pages/404', '/404', '/no/such/page', '/products/no-such-product', '/collections/no-such-collection', '/products/overlamination', '/products/white-halo']) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(`${US}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(TEXT)).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).last()).toBeVisible();
  });
}

test('the sitemap lists no Optional Extra', async ({ request }) => {
  const { url, headers } = viaLoopback(`${US}/sitemap.xml`);
  const sitemap = await (await request.get(url, { headers })).text();
  expect(sitemap).toContain('/products/custom-roll-labels');
  expect(sitemap).not.toContain('/products/overlamination');
  expect(sitemap).not.toContain('/products/white-halo');
});

test('unknown paths are 404 on a reseller host too', async ({ request }) => {
  const { url, headers } = viaLoopback(`${ACME}/definitely/not/here`);
  expect((await request.get(url, { headers })).status()).toBe(404);
});

test('handles with a stray percent are a 404, malformed escapes a 400, never a server error', async ({ request }) => {
  for (const path of ['/products/100%25', '/category/%25']) {
    const { url, headers } = viaLoopback(`${US}${path}`);
    expect((await request.get(url, { headers })).status(), path).toBe(404);
  }
  for (const path of ['/products/%E0%A4%A', '/collections/%E0%A4%A', '/pages/%E0%A4%A']) {
    const { url, headers } = viaLoopback(`${US}${path}`);
    expect((await request.get(url, { headers })).status(), path).toBe(400);
  }
});
