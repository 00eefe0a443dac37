import { expect, test } from '@playwright/test';
import { FR, US } from './hosts';

/** Wishlist, compare and quick view (spec §2 "Quick view", §4 "Wishlist and compare", §8 toasts). */

test('compare: add from the product page keeps one entry, lists it on /compare and removes it', async ({ page }) => {
  await page.goto(`${US}/products/kraft-paper-roll-labels`);
  const compare = page.getByRole('button', { name: 'Add to compare' });
  await compare.click();
  await expect(page.getByText('Item Added to Compare')).toBeVisible();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Item Added to Wishlist')).toBeVisible();

  await page.goto(`${US}/compare`);
  await expect(page.getByRole('link', { name: 'Kraft Paper Roll Labels' })).toHaveCount(1);
  await page.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByRole('link', { name: 'Kraft Paper Roll Labels' })).toHaveCount(0);
});

test('compare toast in French', async ({ page }) => {
  await page.goto(`${FR}/products/kraft-paper-roll-labels`);
  await page.getByRole('button', { name: 'Ajouter au comparateur' }).click();
  await expect(page.getByText('Produit ajouté au comparateur')).toBeVisible();
});

test('quick view: minus only above 1, plus raises the quantity, Esc closes', async ({ page }) => {
  await page.goto(`${US}/collections/roll-labels`);
  await page.getByRole('button', { name: 'Quick view of Custom Roll Labels' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Custom Roll Labels' })).toBeVisible();
  const minus = dialog.getByRole('button', { name: 'Decrease quantity' });
  const plus = dialog.getByRole('button', { name: 'Increase quantity' });
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await plus.click();
  await expect(dialog.getByText('2', { exact: true })).toBeVisible();
  await expect(minus).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
