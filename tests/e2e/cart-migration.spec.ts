import { expect, test, type Page } from '@playwright/test';
import { EMULATOR_PORT, US } from './hosts';
import { configuratorTotal } from './shop';

/**
 * Carts already kept in shoppers' browsers by earlier releases: a cart
 * stored in the version 3 format (the legacy field names, the exact unit
 * price in dollars) or the version 2 one (every amount in dollars) shows the
 * same lines, quantities and totals after the upgrade, re-prices a quantity
 * change and checks out.
 */

type Line = Record<string, unknown> & { selectedVariant: { price: number }; productData: { variants: { price: number }[] }; extras: { basePrice: number }[] };
interface StoredCart {
  state: { lines: Line[]; orderOptions: unknown };
  version: number;
}

/** Today's line as version 3 stored it. */
function asVersion3(line: Line): Record<string, unknown> {
  const { quantity, exactUnitPrice, listPrice, total, pricingRow, lotPriced, pricingGrid, whiteHalo, ...rest } = line;
  return {
    ...rest,
    qty: quantity,
    price: (exactUnitPrice as number) / 100,
    productPrice: listPrice,
    sum: total,
    barcode: pricingRow,
    lot_pricing: lotPriced,
    priceObject: pricingGrid,
    white_halo: whiteHalo,
  };
}

/** Today's line as version 2 stored it: version 3's names, amounts in dollars. */
function asVersion2(line: Line): Record<string, unknown> {
  const v3 = asVersion3(line);
  const dollars = (cents: unknown) => (cents as number) / 100;
  return {
    ...v3,
    productPrice: dollars(v3.productPrice),
    sum: dollars(v3.sum),
    discount: dollars(v3.discount),
    selectedVariant: { ...line.selectedVariant, price: dollars(line.selectedVariant.price) },
    productData: { ...line.productData, variants: line.productData.variants.map((v) => ({ ...v, price: dollars(v.price) })) },
    extras: line.extras.map((e) => ({ ...e, basePrice: dollars(e.basePrice) })),
  };
}

/** Adds 250 overlaminated custom roll labels and reads back the stored cart and what the cart page shows. */
async function cartToday(page: Page) {
  await page.goto(`${US}/products/custom-roll-labels`);
  await page.getByLabel('Quantity', { exact: true }).selectOption('250');
  await page.getByRole('checkbox', { name: 'Overlamination' }).check();
  await configuratorTotal(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${US}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!) as StoredCart);
  expect(stored.version).toBe(4);
  return {
    stored,
    line: (await page.getByTestId('cart-line').textContent())!,
    total: (await page.getByTestId('line-total').textContent())!,
    subtotal: (await page.getByTestId('cart-subtotal').textContent())!,
    savings: (await page.getByTestId('cart-savings').textContent())!,
  };
}

const formats = [
  { version: 3, line: asVersion3 },
  { version: 2, line: asVersion2 },
];

for (const format of formats) {
  test(`a cart stored in the version ${format.version} format shows the same lines and totals, re-prices and checks out`, async ({ page }) => {
    const today = await cartToday(page);
    const old = { state: { ...today.stored.state, lines: today.stored.state.lines.map(format.line) }, version: format.version };
    await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(old));
    await page.reload();

    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toHaveText(today.line);
    await expect(line.getByRole('combobox', { name: /^Quantity/ })).toHaveValue('250');
    await expect(page.getByTestId('line-total')).toHaveText(today.total);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(today.subtotal);
    await expect(page.getByTestId('cart-savings')).toHaveText(today.savings);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // The upgraded cart is stored in today's format.
    const upgraded = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!) as StoredCart);
    expect(upgraded.version).toBe(4);
    expect(upgraded.state.lines[0]).toMatchObject({ quantity: 250, total: today.stored.state.lines[0]!.total });

    await line.getByRole('combobox', { name: /^Quantity/ }).selectOption('1000');
    await expect(page.getByTestId('line-total')).not.toHaveText(today.total);
    await expect(page.getByTestId('cart-subtotal')).toHaveText((await page.getByTestId('line-total').textContent())!);

    await page.getByRole('button', { name: 'CHECKOUT' }).click();
    await page.waitForURL(new RegExp(`checkout\\.localhost:${EMULATOR_PORT}/cart/c/[^?]+\\?key=[0-9a-f]+&locale=en$`));
  });
}
