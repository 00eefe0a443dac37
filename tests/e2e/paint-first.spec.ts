import { expect, test, type Page } from '@playwright/test';
import { ACME, FR, US } from './hosts';

/**
 * The page's picture comes first: a product or home page shows its text and
 * its priority image (the product shot, the hero) before its JavaScript is
 * even requested, so on a slow connection the scripts do not share the
 * bandwidth with them; and the page is ready to use once they have run.
 */

/** When the first contentful paint was, when each priority image had arrived, and when each script was requested. */
async function loadOrder(page: Page) {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
    return {
      contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      imagesArrived: images.map((image) => resources.find((r) => r.name === image.currentSrc)?.responseEnd ?? null),
      scriptsRequested: resources.filter((r) => r.initiatorType === 'script' && new URL(r.name).pathname.startsWith('/_next/static/chunks/')).map((r) => r.startTime),
    };
  });
}

for (const { name, url, ready } of [
  { name: 'the product page', url: `${US}/products/custom-roll-labels`, ready: 'ADD TO CART' },
  { name: 'the French product page', url: `${FR}/products/custom-roll-labels`, ready: 'AJOUTER AU PANIER' },
  { name: 'a reseller\'s product page', url: `${ACME}/products/custom-die-cut-stickers`, ready: 'ADD TO CART' },
]) {
  test(`${name} shows its product shot before it requests its scripts, then becomes ready`, async ({ page }) => {
    await page.goto(url);
    const add = page.getByRole('button', { name: ready });
    await expect(add).toBeVisible();
    await expect(add).not.toHaveAttribute('aria-busy', 'true');

    const order = await loadOrder(page);
    expect(order.contentfulPaint).not.toBeNull();
    expect(order.imagesArrived).toHaveLength(1);
    expect(order.scriptsRequested.length).toBeGreaterThan(0);
    const firstScript = Math.min(...order.scriptsRequested);
    expect(firstScript).toBeGreaterThanOrEqual(order.contentfulPaint!);
    expect(firstScript).toBeGreaterThanOrEqual(order.imagesArrived[0]!);
  });
}

test('the home page shows its hero before it requests its scripts', async ({ page }) => {
  await page.goto(`${US}/`);
  await expect.poll(async () => (await loadOrder(page)).scriptsRequested.length).toBeGreaterThan(0);
  const order = await loadOrder(page);
  expect(order.imagesArrived.length).toBeGreaterThan(0);
  for (const arrived of order.imagesArrived) expect(Math.min(...order.scriptsRequested)).toBeGreaterThanOrEqual(arrived!);
  expect(Math.min(...order.scriptsRequested)).toBeGreaterThanOrEqual(order.contentfulPaint!);
});
