import { expect, test, type Page } from '@playwright/test';
import { ACME, FR, US } from './hosts';

/** Product cards of the collection grid (not of the similar-products slider beside it). */
const gridOf = (page: Page, name = 'Products') => page.getByRole('region', { name, exact: true }).locator('article');
const titlesOf = async (page: Page, name?: string) => (await gridOf(page, name).locator('h3').allInnerTexts()).map((t) => t.trim());

test.describe('a crawler (no JavaScript) reads a collection page by page', () => {
  test.use({ javaScriptEnabled: false });

  test('page 1 links to page 2, which renders its own products on the server and is canonical with its number', async ({ page }) => {
    await page.goto(`${US}/collections/all`);
    await expect(gridOf(page)).toHaveCount(5);
    await expect(page.getByText('27 products')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${US}/collections/all`);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/collections/all?page=2');
    const first = await titlesOf(page);

    await page.getByRole('link', { name: 'Show more products' }).click();
    await expect(page).toHaveURL(`${US}/collections/all?page=2`);
    await expect(gridOf(page)).toHaveCount(5);
    const second = await titlesOf(page);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${US}/collections/all?page=2`);
    await expect(page).toHaveTitle(/page 2/);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/collections/all');

    await page.getByRole('link', { name: 'Show the previous products' }).click();
    await expect(page).toHaveURL(`${US}/collections/all`);
    expect(await titlesOf(page)).toEqual(first);
  });

  test('the last page has no next link and says it has all been seen; past it is the first page', async ({ page }) => {
    await page.goto(`${US}/collections/all?page=6`);
    await expect(gridOf(page)).toHaveCount(2);
    await expect(page.getByText('Yay! You have seen it all')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show more products' })).toHaveCount(0);
    await page.goto(`${US}/collections/all?page=7`);
    await expect(page).toHaveURL(`${US}/collections/all`);
  });

  test('in French, on the French site', async ({ page }) => {
    await page.goto(`${FR}/collections/all?page=2`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(gridOf(page, 'Produits')).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Afficher les produits précédents' })).toHaveAttribute('href', '/collections/all');
    await expect(page.getByRole('link', { name: 'Afficher plus de produits' })).toHaveAttribute('href', '/collections/all?page=3');
  });
});

test.describe('a shopper scrolls through a collection', () => {
  // On a phone the first page fills the screen: nothing more loads until the shopper scrolls.
  test.use({ viewport: { width: 390, height: 844 } });

  test('the next products load as the end of the grid comes into view, the same a crawler finds on page 2', async ({ page, browser }) => {
    const crawler = await browser.newPage({ javaScriptEnabled: false });
    await crawler.goto(`${US}/collections/all?page=2`);
    const second = await titlesOf(crawler);
    await crawler.close();

    await page.goto(`${US}/collections/all`);
    await expect(gridOf(page)).toHaveCount(5);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.getByRole('status').filter({ hasText: 'Loading more products…' })).toBeVisible();
    await expect(gridOf(page)).toHaveCount(10);
    expect((await titlesOf(page)).slice(5)).toEqual(second);
    // The address stays the collection's: a reload starts from the first page, which the page cache answers at once.
    await expect(page).toHaveURL(`${US}/collections/all`);
  });

  test('a failed load says so and a retry brings the products', async ({ page }) => {
    await page.route('**/api/collection?**', (route) => route.abort());
    await page.goto(`${US}/collections/all`);
    await expect(gridOf(page)).toHaveCount(5);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.getByText('The next products could not be loaded.')).toBeVisible();
    await expect(gridOf(page)).toHaveCount(5);
    await page.unroute('**/api/collection?**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(gridOf(page)).toHaveCount(10);
    await expect(page.getByText('The next products could not be loaded.')).toHaveCount(0);
  });

  test('a sorted grid keeps its order as more products load', async ({ page }) => {
    await page.goto(`${US}/collections/all?sort=AscOrder`);
    await expect(page.getByLabel('Sort by')).toHaveValue('AscOrder');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(gridOf(page)).toHaveCount(10);
    const names = await titlesOf(page);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
  });

  test('in French, from a page the shopper landed on', async ({ page }) => {
    await page.goto(`${FR}/collections/all?page=2`);
    await expect(gridOf(page, 'Produits')).toHaveCount(5);
    await page.getByRole('link', { name: 'Afficher plus de produits' }).click();
    await expect(page.getByRole('status').filter({ hasText: "Chargement d'autres produits…" })).toBeVisible();
    await expect(gridOf(page, 'Produits')).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Afficher les produits précédents' })).toBeVisible();
  });

  test('the sidebar collection filters on the server and keeps loading within the filter', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${US}/right-sidebar/collection`);
    await expect(gridOf(page).first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Outdoor', exact: true }).check();
    const count = page.getByText(/^\d+ products?$/);
    await expect(count).not.toHaveText('27 products');
    const kept = Number((await count.innerText()).split(' ')[0]);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(gridOf(page)).toHaveCount(Math.min(kept, 10));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(count).toHaveText('27 products');
  });

  test('a reseller host pages through its own products', async ({ page }) => {
    await page.goto(`${ACME}/collections/labels`);
    const total = Number((await page.getByText(/^\d+ products?$/).innerText()).split(' ')[0]);
    await expect(gridOf(page)).toHaveCount(Math.min(total, 5));
    for (const href of await gridOf(page).locator('a[href^="/products/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).not.toMatch(/^\/products\/acme-/);
    }
    if (total > 5) {
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect(gridOf(page)).toHaveCount(Math.min(total, 10));
    }
  });
});
