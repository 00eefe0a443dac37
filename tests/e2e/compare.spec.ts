import { expect, test, type Page } from '@playwright/test';
import { ACME, FR, US } from './hosts';

/**
 * The compare table sets products side by side on what a buyer weighs:
 * sizes, materials and the price per unit at the first quantity break
 * (the same price the product page quotes at that quantity), in English,
 * in French and on a reseller host.
 */

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

for (const { site, language, add, added, labels, unitAt, unitPrice, quantity } of [
  { site: US, language: 'English', add: 'Add to compare', added: 'Item Added to Compare', labels: ['Size', 'Material', 'Price per unit'], unitAt: /^(\$\d+\.\d{2}) at ([\d,]+) units$/, unitPrice: 'Price per unit', quantity: 'Quantity' },
  { site: FR, language: 'French', add: 'Ajouter au comparateur', added: 'Produit ajouté au comparateur', labels: ['Taille', 'Matière', 'Prix unitaire'], unitAt: /^(\d+,\d{2}\s\S+) dès ([\d\s\u202f]+) unités$/, unitPrice: 'Prix unitaire', quantity: 'Quantité' },
  { site: ACME, language: 'reseller', add: 'Add to compare', added: 'Item Added to Compare', labels: ['Size', 'Material', 'Price per unit'], unitAt: /^(\$\d+\.\d{2}) at ([\d,]+) units$/, unitPrice: 'Price per unit', quantity: 'Quantity' },
]) {
  test(`compare (${language}): sizes, materials and the price per unit at the first break, as the product page prices it`, async ({ page }) => {
    const [size, material, perUnit] = labels as [string, string, string];
    await page.goto(`${site}/products/kraft-paper-roll-labels`);
    await page.getByRole('button', { name: add, exact: true }).click();
    await expect(page.getByText(added)).toBeVisible();

    await page.goto(`${site}/compare`);
    await expect(row(page, size).getByRole('cell')).toHaveText(['2" x 2", 3" x 2", 4" x 3"']);
    await expect(row(page, material).getByRole('cell')).toHaveText(['Kraft']);
    const unitCell = row(page, perUnit).getByRole('cell');
    await expect(unitCell).toHaveText(unitAt);
    const [, price, breakQuantity] = unitAt.exec((await unitCell.textContent())!.trim())!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The product page quotes the same price per unit at that quantity.
    await page.goto(`${site}/products/kraft-paper-roll-labels`);
    await page.getByLabel(quantity, { exact: true }).selectOption(breakQuantity!.replace(/\D/g, ''));
    await expect(page.locator('dt', { hasText: unitPrice }).locator('xpath=following-sibling::dd[1]')).toHaveText(price!);
  });
}
