import { expect, test } from '@playwright/test';
import { ACME, FR, US } from './hosts';

test.describe('home → collection → product', () => {
  test('US site in English', async ({ page }) => {
    await page.goto(`${US}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/PrintCo/);
    await expect(page.getByRole('heading', { name: 'Popular products' })).toBeVisible();

    await page.getByRole('link', { name: 'Roll Labels' }).last().click();
    await expect(page).toHaveURL(/\/(category|collections)\/roll-labels$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Roll Labels' })).toBeVisible();
    await expect(page.getByText(/\d+ products?/).first()).toBeVisible();

    const card = page.locator('main a[href^="/products/"]').first();
    const name = (await card.innerText()).split('\n')[0]!.trim();
    await card.click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('tab', { name: 'Specs' })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Product', name });
  });

  test('FR site in French', async ({ page }) => {
    await page.goto(`${FR}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto(`${FR}/collections/roll-labels`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/rouleau/i);
    await expect(page.getByLabel('Trier par')).toBeVisible();
    await page.locator('main a[href^="/products/"]').first().click();
    await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Caractéristiques' })).toBeVisible();
  });

  test('a reseller host shows its own brand, menus and collections', async ({ page }) => {
    await page.goto(`${ACME}/`);
    await expect(page).toHaveTitle(/Acme/);
    await expect(page.getByRole('button', { name: /search/i }).first()).toBeVisible();
    const usHeadline = await (async () => {
      const other = await page.context().newPage();
      await other.goto(`${US}/`);
      const text = await other.locator('main h1, main h2').first().innerText();
      await other.close();
      return text;
    })();
    await expect(page.locator('main h1, main h2').first()).not.toHaveText(usHeadline);

    await page.goto(`${ACME}/collections/featured`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible();
    // The US site has no "featured" collection: reseller collections stay the reseller's.
    const us = await page.goto(`${US}/collections/featured`);
    expect(us?.status()).toBe(404);
  });
});

test('the /products/{id} and /left-sidebar/products/{id} link forms open the product', async ({ page }) => {
  await page.goto(`${US}/products/1001`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Roll Labels');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${US}/products/custom-roll-labels`);
  await page.goto(`${US}/left-sidebar/products/1001`);
  await expect(page).toHaveURL(`${US}/products/1001`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Roll Labels');
});
