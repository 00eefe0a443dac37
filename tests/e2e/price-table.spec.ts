import { expect, test, type Locator, type Page } from '@playwright/test';
import { designModal, openEditor } from './design';
import { ACME, FR, US, viaLoopback } from './hosts';
import { amountOf, configuratorTotal } from './shop';

/**
 * The price at every quantity break beside the configurator: each break a
 * row with its unit price, total and saving, the break pricing the current
 * quantity marked, and a row's button ordering that quantity, in English,
 * in French and on a reseller's site.
 */

const SITES = {
  en: { origin: US, handle: 'custom-roll-labels', table: 'Price by quantity', quantity: 'Quantity', custom: 'Custom Quantity', field: 'Enter a quantity', size: 'Size', other: '4" x 6"', choose: 'Choose', design: 'DESIGN NOW' },
  fr: { origin: FR, handle: 'custom-roll-labels', table: 'Prix selon la quantité', quantity: 'Quantité', custom: 'Quantité personnalisée', field: 'Saisissez une quantité', size: 'Taille', other: '4" x 6"', choose: 'Choisir', design: 'CRÉER MON DESIGN' },
  reseller: { origin: ACME, handle: 'custom-die-cut-stickers', table: 'Price by quantity', quantity: 'Quantity', custom: 'Custom Quantity', field: 'Enter a quantity', size: 'Size', other: '4" x 4"', choose: 'Choose', design: 'DESIGN NOW' },
};

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const bodyRows = (table: Locator) => table.locator('tbody tr');
const currentRow = (table: Locator) => table.locator('tbody tr[aria-current="true"]');
/** The break quantities the quantity select offers. */
const selectBreaks = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => /^\d+$/.test(v)).map(Number));
const rowQuantities = (table: Locator) => bodyRows(table).locator('th').allTextContents();
/** A row's total, as the shopper reads it. */
const rowTotal = (row: Locator) => row.locator('td').nth(1);

for (const [site, s] of Object.entries(SITES)) {
  test(`${site}: the table prices every break and follows the quantity and the options`, async ({ page }) => {
    await page.goto(`${s.origin}/products/${s.handle}`);
    const opening = await configuratorTotal(page);
    const table = page.getByRole('table', { name: s.table });
    await expect(table).toBeVisible();

    const breaks = await selectBreaks(page, s.quantity);
    expect(breaks.length).toBeGreaterThan(2);
    await expect.poll(async () => (await rowQuantities(table)).map(digits)).toEqual(breaks);
    // The opening quantity is the first break: its row is marked and holds the configurator's total.
    await expect(currentRow(table)).toHaveCount(1);
    await expect(currentRow(table).locator('th')).toHaveText(new RegExp(`^${breaks[0]}$`));
    await expect(rowTotal(currentRow(table))).toHaveText(opening);
    // A break further down the table costs less per unit.
    const firstUnit = amountOf((await bodyRows(table).first().locator('td').first().textContent())!);
    const lastUnit = amountOf((await bodyRows(table).last().locator('td').first().textContent())!);
    expect(lastUnit).toBeLessThan(firstUnit);

    // The quantity select moves the mark.
    await page.getByLabel(s.quantity, { exact: true }).selectOption(String(breaks[2]));
    await expect(currentRow(table).locator('th')).toHaveText(String(breaks[2]));
    await expect(rowTotal(currentRow(table))).toHaveText(await configuratorTotal(page));

    // A quantity between two breaks is priced by the lower one.
    await page.getByLabel(s.quantity, { exact: true }).selectOption({ label: s.custom });
    await page.getByLabel(s.field).fill(String(breaks[1]! + 1));
    await expect(currentRow(table).locator('th')).toHaveText(String(breaks[1]));

    // Another size re-prices every row at once.
    await page.getByLabel(s.quantity, { exact: true }).selectOption(String(breaks[1]));
    const before = await rowTotal(currentRow(table)).textContent();
    await page.getByLabel(s.size, { exact: true }).selectOption(s.other);
    await expect(rowTotal(currentRow(table))).not.toHaveText(before!);
    await expect(rowTotal(currentRow(table))).toHaveText(await configuratorTotal(page));
  });

  test(`${site}: choosing a row orders its quantity at its total`, async ({ page }) => {
    await page.goto(`${s.origin}/products/${s.handle}`);
    await configuratorTotal(page);
    const table = page.getByRole('table', { name: s.table });
    const breaks = await selectBreaks(page, s.quantity);
    const target = breaks[3]!;
    const row = bodyRows(table).nth(3);
    const rowPrice = (await rowTotal(row).textContent())!;

    // By keyboard: the row's button takes focus and Enter chooses it.
    const button = row.getByRole('button', { name: new RegExp(`^${s.choose} `) });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(s.quantity, { exact: true })).toHaveValue(String(target));
    await expect(page.getByTestId('configurator-total')).toHaveText(rowPrice);
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(button).toHaveAttribute('aria-pressed', 'true');

    // By pointer, anywhere on the row.
    await rowTotal(bodyRows(table).first()).click();
    await expect(page.getByLabel(s.quantity, { exact: true })).toHaveValue(String(breaks[0]));
    await expect(currentRow(table)).toHaveCount(1);
  });
}

test('the table is in the cached page, before any script runs', async ({ request }) => {
  const { url, headers } = viaLoopback(`${US}/products/custom-roll-labels`);
  const html = await (await request.get(url, { headers })).text();
  expect(html).toContain('data-testid="price-table"');
  expect(html).toContain('aria-current="true"');
});

test('a lot-priced product lists its lots; a product without a pricing grid shows no table', async ({ page }) => {
  await page.goto(`${US}/products/roll-labels-by-the-roll`);
  await configuratorTotal(page);
  const table = page.getByRole('table', { name: 'Price by quantity' });
  await expect.poll(async () => (await rowQuantities(table)).map(digits)).toEqual(await selectBreaks(page, 'Quantity'));
  await bodyRows(table).nth(1).getByRole('button').click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('500');

  await page.goto(`${US}/products/clear-round-stickers`);
  await configuratorTotal(page);
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the design editor shows the same table, and a row chosen there sets the quantity', async ({ page }) => {
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);
  await openEditor(page, 'DESIGN NOW');
  const modal = designModal(page);
  const table = modal.getByRole('table', { name: 'Price by quantity' });
  await expect(bodyRows(table)).toHaveCount(7);
  await bodyRows(table).nth(2).getByRole('button').click();
  await expect(modal.getByLabel('Quantity', { exact: true })).toHaveValue('250');
  await expect(currentRow(table).locator('th')).toHaveText('250');
  await expect(modal.getByTestId('configurator-total')).toHaveText((await rowTotal(currentRow(table)).textContent())!);
});
