import { expect, test } from '@playwright/test';
import { designModal } from './design';
import { ACME, FR, US } from './hosts';
import { openBeforeReady } from './ready';

/**
 * A press on ADD TO CART or DESIGN NOW while the page's JavaScript is still
 * downloading (a slow phone) is not lost: the button shows it is not ready,
 * and the press is acted on once it is.
 */

const WORDS = {
  en: { origin: US, add: 'ADD TO CART', design: 'DESIGN NOW' },
  fr: { origin: FR, add: 'AJOUTER AU PANIER', design: 'CRÉER MON DESIGN' },
};

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: ADD TO CART pressed before the page is ready adds the line once it is`, async ({ page }) => {
    const release = await openBeforeReady(page, `${w.origin}/products/custom-roll-labels`);
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
    const release = await openBeforeReady(page, `${w.origin}/products/custom-roll-labels`);
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
  const release = await openBeforeReady(page, `${ACME}/products/custom-die-cut-stickers`);
  const add = page.getByRole('button', { name: WORDS.en.add });
  await expect(add).toBeVisible();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await add.click({ force: true });
  release();

  await expect(page).toHaveURL(`${ACME}/cart`, { timeout: 30_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});
