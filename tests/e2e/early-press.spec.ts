import { expect, test, type Page } from '@playwright/test';
import { designModal } from './design';
import { ACME, FR, US } from './hosts';

/**
 * A press on ADD TO CART or DESIGN NOW while the page's JavaScript is still
 * downloading (a slow phone) is not lost: the button shows it is not ready,
 * and the press is acted on once it is.
 */

const WORDS = {
  en: { origin: US, add: 'ADD TO CART', design: 'DESIGN NOW' },
  fr: { origin: FR, add: 'AJOUTER AU PANIER', design: 'CRÉER MON DESIGN' },
};

/**
 * Opens the product page with its JavaScript held back, as a slow connection
 * would, until the returned function lets it through: the press is then
 * surely made before the page is ready, however busy the machine is.
 */
async function openEarly(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Scripts only: the stylesheets let the page paint, as they would on a slow phone.
  const script = (url: URL) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');
  await page.route(script, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: ADD TO CART pressed before the page is ready adds the line once it is`, async ({ page }) => {
    const release = await openEarly(page, `${w.origin}/products/custom-roll-labels`);
    const add = page.getByRole('button', { name: w.add });
    await expect(add).toBeVisible();
    // Not ready yet: the button says so, and the press is taken anyway (force: a shopper's tap ignores aria-disabled).
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await add.click({ force: true });
    release();

    await expect(page).toHaveURL(`${w.origin}/cart`, { timeout: 30_000 });
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });

  test(`${language}: DESIGN NOW pressed before the page is ready opens the editor once it is`, async ({ page }) => {
    const release = await openEarly(page, `${w.origin}/products/custom-roll-labels`);
    const design = page.getByRole('button', { name: w.design });
    await expect(design).toBeVisible();
    await expect(design).toHaveAttribute('data-ready', 'false');
    await design.click({ force: true });
    release();

    await expect(designModal(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: w.design })).toHaveAttribute('data-ready', 'true');
  });
}

test('a reseller host: ADD TO CART pressed before the page is ready adds the line once it is', async ({ page }) => {
  const release = await openEarly(page, `${ACME}/products/custom-die-cut-stickers`);
  const add = page.getByRole('button', { name: WORDS.en.add });
  await expect(add).toBeVisible();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await add.click({ force: true });
  release();

  await expect(page).toHaveURL(`${ACME}/cart`, { timeout: 30_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});
