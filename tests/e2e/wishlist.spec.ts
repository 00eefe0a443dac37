import { expect, test } from '@playwright/test';
import { ACME, FR, US } from './hosts';

/** The wishlist page: reached from the "added" toast and the header, listing, removing, empty. */
for (const { site, language, add, added, view, title, remove, empty } of [
  { site: US, language: 'English', add: 'Add to wishlist', added: 'Item Added to Wishlist', view: 'View wishlist', title: 'Wishlist', remove: 'Remove', empty: 'Your wishlist is empty.' },
  { site: FR, language: 'French', add: 'Ajouter à la liste de souhaits', added: 'Produit ajouté à la liste de souhaits', view: 'Voir la liste de souhaits', title: 'Liste de souhaits', remove: 'Retirer', empty: 'Votre liste de souhaits est vide.' },
  { site: ACME, language: 'reseller', add: 'Add to wishlist', added: 'Item Added to Wishlist', view: 'View wishlist', title: 'Wishlist', remove: 'Remove', empty: 'Your wishlist is empty.' },
]) {
  test(`wishlist (${language}): the toast and the header lead to /wishlist, which lists and removes`, async ({ page }) => {
    await page.goto(`${site}/products/kraft-paper-roll-labels`);
    const product = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('button', { name: add, exact: true }).click();
    await expect(page.getByText(added)).toBeVisible();
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    await page.getByRole('link', { name: view }).click();
    await expect(page).toHaveURL(`${site}/wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const card = page.getByTestId('wishlist-item');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: product })).toBeVisible();
    await page.screenshot({ path: `/tmp/wishlist-${language}.png`, fullPage: true });
    await card.getByRole('button', { name: new RegExp(remove) }).click();
    await expect(page.getByText(empty)).toBeVisible();
    await expect(page.getByTestId('wishlist-count')).toHaveCount(0);

    // The header's heart leads there from any page.
    await page.goto(`${site}/`);
    await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
    await expect(page).toHaveURL(`${site}/wishlist`);
  });
}
