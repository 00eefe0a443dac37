import { expect, test, type Page } from '@playwright/test';
import { FR, US } from './hosts';

/** Wishlist, compare and quick view. */

test('compare: add from the product page keeps one entry, lists it on /compare and removes it', async ({ page }) => {
  await page.goto(`${US}/products/kraft-paper-roll-labels`);
  await page.getByRole('button', { name: 'Add to compare', exact: true }).click();
  await expect(page.getByText('Item Added to Compare')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from compare', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  await expect(page.getByText('Item Added to Wishlist')).toBeVisible();

  await page.goto(`${US}/compare`);
  await expect(page.getByRole('link', { name: 'Kraft Paper Roll Labels' })).toHaveCount(1);
  await page.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByRole('link', { name: 'Kraft Paper Roll Labels' })).toHaveCount(0);
});

/** A list's names on the product page, on a card, and its toasts: each [before, after] a press that adds the product. */
type ListTexts = { product: [string, string]; card: [string, string]; toasts: [string, string] };

const english: ListTexts[] = [
  { product: ['Add to wishlist', 'Remove from wishlist'], card: ['Add Custom Roll Labels to wishlist', 'Remove Custom Roll Labels from wishlist'], toasts: ['Item Added to Wishlist', 'Item Removed from Wishlist'] },
  { product: ['Add to compare', 'Remove from compare'], card: ['Add Custom Roll Labels to compare', 'Remove Custom Roll Labels from compare'], toasts: ['Item Added to Compare', 'Item Removed from Compare'] },
];

const roll = 'Étiquettes en rouleau personnalisées';
const french: ListTexts[] = [
  { product: ['Ajouter à la liste de souhaits', 'Retirer de la liste de souhaits'], card: [`Ajouter ${roll} à la liste de souhaits`, `Retirer ${roll} de la liste de souhaits`], toasts: ['Produit ajouté à la liste de souhaits', 'Produit retiré de la liste de souhaits'] },
  { product: ['Ajouter au comparateur', 'Retirer du comparateur'], card: [`Ajouter ${roll} au comparateur`, `Retirer ${roll} du comparateur`], toasts: ['Produit ajouté au comparateur', 'Produit retiré du comparateur'] },
];

/** Presses the button twice: it adds, then removes, its name and the toast saying which each time. */
async function addThenRemove(page: Page, [add, remove]: [string, string], [added, removed]: [string, string], reload = false) {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  await button(add).click();
  await expect(page.getByText(added)).toBeVisible();
  await expect(button(remove)).toBeVisible();
  await expect(button(add)).toHaveCount(0);
  if (reload) {
    // Still listed on the next visit.
    await page.reload();
    await expect(button(remove)).toBeVisible();
  }
  await button(remove).click();
  await expect(page.getByText(removed)).toBeVisible();
  await expect(button(add)).toBeVisible();
  await expect(button(remove)).toHaveCount(0);
}

for (const [site, language, lists] of [
  [US, 'English', english],
  [FR, 'French', french],
] as const) {
  test(`product page (${language}): a second press removes, and the buttons and toasts say so`, async ({ page }) => {
    await page.goto(`${site}/products/kraft-paper-roll-labels`);
    for (const { product, toasts } of lists) await addThenRemove(page, product, toasts, true);
  });

  test(`product card (${language}): a second press removes, and the buttons and toasts say so`, async ({ page }) => {
    await page.goto(`${site}/collections/roll-labels`);
    for (const { card, toasts } of lists) await addThenRemove(page, card, toasts);
  });
}

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
