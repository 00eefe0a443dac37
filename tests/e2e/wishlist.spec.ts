import { expect, test } from '@playwright/test';
import { ACME, FR, US } from './hosts';

/** The wishlist page: reached from the "added" toast and the header's menu, listing, removing, empty. */
for (const { site, language, add, added, view, title, remove, empty, openMenu } of [
  { site: US, language: 'English', add: 'Add to wishlist', added: 'Item Added to Wishlist', view: 'View wishlist', title: 'Wishlist', remove: 'Remove', empty: 'Your wishlist is empty.', openMenu: 'Open menu' },
  { site: FR, language: 'French', add: 'Ajouter à la liste de souhaits', added: 'Produit ajouté à la liste de souhaits', view: 'Voir la liste de souhaits', title: 'Liste de souhaits', remove: 'Retirer', empty: 'Votre liste de souhaits est vide.', openMenu: 'Ouvrir le menu' },
  { site: ACME, language: 'reseller', add: 'Add to wishlist', added: 'Item Added to Wishlist', view: 'View wishlist', title: 'Wishlist', remove: 'Remove', empty: 'Your wishlist is empty.', openMenu: 'Open menu' },
]) {
  test(`wishlist (${language}): the toast and the header lead to /wishlist, which lists and removes`, async ({ page }) => {
    await page.goto(`${site}/products/kraft-paper-roll-labels`);
    const product = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('button', { name: add, exact: true }).click();
    await expect(page.getByText(added)).toBeVisible();
    await page.getByRole('link', { name: view }).click();
    await expect(page).toHaveURL(`${site}/wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const card = page.getByTestId('wishlist-item');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: product })).toBeVisible();
    await card.getByRole('button', { name: new RegExp(remove) }).click();
    await expect(page.getByText(empty)).toBeVisible();

    // The header's menu leads there from any page, and the header still fits a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site}/`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const entry = page.getByRole('dialog').getByRole('link', { name: title, exact: true });
    // Pressed at once: a press before the page is ready is kept and opens the drawer once it is.
    await page.getByRole('button', { name: openMenu }).click();
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(`${site}/wishlist`);
  });
}
