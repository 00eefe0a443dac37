import { expect, test } from '@playwright/test';
import { FR, US } from './hosts';
import { configuratorTotal } from './shop';

/**
 * The product page's configurator as a shopper types into it: the
 * custom quantity field shows the quantity the price is for, and a custom
 * size reads in the cart as the size asked for, in English and French.
 */

const LABELS = {
  en: {
    origin: US,
    size: 'Size',
    customSize: 'Custom Size',
    width: 'Width (in)',
    height: 'Height (in)',
    add: 'ADD TO CART',
    sizeRow: /^Size:\s2\.5" x 2\.5"$/,
    quantity: 'Quantity',
    custom: 'Custom Quantity',
    field: 'Enter a quantity',
    invalid: 'Enter a quantity of at least 1.',
  },
  fr: {
    origin: FR,
    size: 'Taille',
    customSize: 'Taille personnalisée',
    width: 'Largeur (pouces)',
    height: 'Hauteur (pouces)',
    add: 'AJOUTER AU PANIER',
    // The French site shows millimetres beside the inches the line keeps.
    sizeRow: /^Taille\s:\s2\.5" x 2\.5" \(64 × 64 mm\)$/,
    quantity: 'Quantité',
    custom: 'Quantité personnalisée',
    field: 'Saisissez une quantité',
    invalid: "Saisissez une quantité d'au moins 1.",
  },
};

for (const [language, l] of Object.entries(LABELS)) {
  test(`${language}: a custom quantity past 9,999,999 shows the cap the price is for`, async ({ page }) => {
    await page.goto(`${l.origin}/products/custom-roll-labels`);
    // The total shows once the configurator has hydrated: only then does a choice re-price.
    await configuratorTotal(page);
    await page.getByLabel(l.quantity, { exact: true }).selectOption({ label: l.custom });
    const field = page.getByLabel(l.field);

    await field.fill('9999999');
    const capped = await configuratorTotal(page);

    // Typed key by key, as a shopper would: the field stops at the cap as soon as it is passed.
    await field.fill('');
    await field.pressSequentially('123456789');
    await expect(field).toHaveValue('9999999');
    await expect(field).toBeFocused();
    await expect(page.getByTestId('configurator-total')).toHaveText(capped);

    // Below the cap the field keeps what is typed; leaving it shows the quantity kept.
    await field.fill('0075');
    await field.press('Tab');
    await expect(field).toHaveValue('75');
    await expect(page.getByTestId('configurator-total')).not.toHaveText(capped);

    await field.fill('abc');
    await field.press('Tab');
    await expect(field).toHaveValue('0');
    await expect(page.getByText(l.invalid)).toBeVisible();
  });
}

for (const [language, l] of Object.entries(LABELS)) {
  test(`${language}: a custom-size line reads in the cart as the size asked for, and is still ordered as the standard size`, async ({ page }) => {
    await page.goto(`${l.origin}/products/custom-roll-labels`);
    // The total shows once the configurator has hydrated: only then does a choice re-price.
    await configuratorTotal(page);
    await page.getByLabel(l.size, { exact: true }).selectOption({ label: l.customSize });
    await page.getByLabel(l.width).fill('2.5');
    await page.getByLabel(l.height).fill('2.5');
    await page.getByRole('button', { name: l.add }).click();
    await expect(page).toHaveURL(`${l.origin}/cart`);

    const line = page.getByTestId('cart-line');
    await expect(line.getByText(l.sizeRow)).toBeVisible();
    // One size only: not the 2" x 4" it is priced as, nor a second custom-size row.
    await expect(line).not.toContainText('2" x 4"');
    await expect(line.getByText(new RegExp(`^${l.size}\\s?:`))).toHaveCount(1);
    const properties = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('cart')!) as { state: { lines: { properties: Record<string, string> }[] } }).state.lines[0]!.properties,
    );
    expect(properties).toMatchObject({ Size: '2" x 4"', customWidth: '2.5', customHeight: '2.5' });
  });
}
