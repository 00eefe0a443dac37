import { expect, test } from '@playwright/test';
import { ACME, FR, US } from './hosts';
import { openBeforeReady } from './ready';

/**
 * What a shopper does on a painted page before its scripts have run (a slow
 * phone) is done once they have: a press on a card's button, a choice in the
 * sort list, a form sent. Nothing is lost, and nothing happens twice.
 */

for (const { language, origin, product, add, added } of [
  { language: 'English', origin: US, product: 'Custom Roll Labels', add: 'Add Custom Roll Labels to wishlist', added: 'Item Added to Wishlist' },
  { language: 'French', origin: FR, product: 'Étiquettes en rouleau personnalisées', add: 'Ajouter Étiquettes en rouleau personnalisées à la liste de souhaits', added: 'Produit ajouté à la liste de souhaits' },
]) {
  test(`${language}: a card's wishlist press before the page is ready adds the product once it is`, async ({ page }) => {
    const release = await openBeforeReady(page, `${origin}/collections/all`);
    await page.getByRole('button', { name: add, exact: true }).click();
    release();
    await expect(page.getByText(added)).toBeVisible({ timeout: 30_000 });
    // Once: a press kept and made again is not a second press, which would take it out.
    await page.goto(`${origin}/wishlist`);
    await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
    await expect(page.getByTestId('wishlist-item').getByRole('link', { name: product })).toBeVisible();
  });
}

test('French: a sort chosen before the page is ready sorts the results once it is', async ({ page }) => {
  const release = await openBeforeReady(page, `${FR}/search?q=etiquettes`);
  await page.getByLabel('Trier par').selectOption({ label: 'Titre, de A à Z' });
  release();
  await expect(page).toHaveURL(/\/search\?q=etiquettes&sort=title$/, { timeout: 30_000 });
  await expect(page.getByLabel('Trier par')).toHaveValue('title');
});

test('a collection scrolled to its end before the page is ready loads its next products once it is', async ({ page }) => {
  const release = await openBeforeReady(page, `${US}/collections/all`);
  const grid = page.getByRole('region', { name: 'Products', exact: true }).locator('article');
  await expect(grid).toHaveCount(5);
  await page.locator('footer').scrollIntoViewIfNeeded();
  release();
  // No second scroll: the one made before is the shopper's.
  await expect(grid).toHaveCount(10, { timeout: 30_000 });
});

test('the contact form sent empty before the page is ready names the first missing field once it is', async ({ page }) => {
  const release = await openBeforeReady(page, `${US}/pages/contact-us`);
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send message' }).click();
  release();
  await expect(form.getByRole('alert')).toHaveText('Name is required.', { timeout: 30_000 });
  expect(page.url()).toBe(`${US}/pages/contact-us`);
});

test('a reseller host: compare pressed on the product page before it is ready adds the product once it is', async ({ page }) => {
  const release = await openBeforeReady(page, `${ACME}/products/custom-die-cut-stickers`);
  await page.getByRole('button', { name: 'Add to compare', exact: true }).click();
  release();
  await expect(page.getByText('Item Added to Compare')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Remove from compare', exact: true })).toBeVisible();
});
