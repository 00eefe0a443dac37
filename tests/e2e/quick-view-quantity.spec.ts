import { expect, test } from '@playwright/test';
import { FR, US } from './hosts';
import { configuratorTotal } from './shop';

/** The quantity chosen in the quick view is the one the product page's configurator opens on, in English and French. */

const WORDS = {
  en: {
    origin: US,
    quickView: 'Quick view of Custom Roll Labels',
    increase: 'Increase quantity',
    choose: 'Choose options',
    field: 'Enter a quantity',
    minimum: /Minimum order quantity for this product is 50\.\s*Add 47 more\./,
  },
  fr: {
    origin: FR,
    quickView: 'Aperçu rapide de Étiquettes en rouleau personnalisées',
    increase: 'Augmenter la quantité',
    choose: 'Choisir les options',
    field: 'Saisissez une quantité',
    minimum: /La quantité minimale de commande pour ce produit est de 50\.\s*Ajoutez-en encore 47\./,
  },
};

for (const [language, w] of Object.entries(WORDS)) {
  test(`${language}: the quick view's quantity reaches the product page's configurator`, async ({ page }) => {
    await page.goto(`${w.origin}/collections/roll-labels`);
    await page.getByRole('button', { name: w.quickView }).click();
    const dialog = page.getByRole('dialog');
    const plus = dialog.getByRole('button', { name: w.increase });
    await plus.click();
    await expect(dialog.locator('output')).toHaveText('2');
    await plus.click();
    await expect(dialog.locator('output')).toHaveText('3');
    await dialog.getByRole('link', { name: w.choose }).click();

    await expect(page).toHaveURL(/\/products\/custom-roll-labels\?quantity=3$/);
    await configuratorTotal(page);
    await expect(page.getByLabel(w.field)).toHaveValue('3');
    // The quantity kept is the one priced and checked: three is under this product's minimum, and the page says so.
    await expect(page.getByText(w.minimum)).toBeVisible();
  });
}
