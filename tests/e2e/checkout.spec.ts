import { expect, test } from '@playwright/test';
import { ACME, CA, EMULATOR, EMULATOR_PORT, FR, US } from './hosts';
import { amountOf, CHECKOUT_EN, CHECKOUT_FR, checkoutTotal, configuratorTotal, orderNamed, placeOrder } from './shop';

/**
 * Configure → add → edit the cart → checkout on the emulated platform → order
 * placed → back in the store with an empty cart, on the US site,
 * the FR site in French and a reseller host.
 */

const EN = CHECKOUT_EN;
const FRENCH = CHECKOUT_FR;

test('US: configure, add, edit the cart, reload, check out and come back to an empty cart', async ({ page, request }) => {
  // The whole walk, store to checkout to confirmation, on a machine shared with the rest of the suite.
  test.setTimeout(120_000);
  await page.goto(`${US}/products/custom-roll-labels`);
  const first = await configuratorTotal(page);
  // Pricing rows follow the size: a bigger size re-prices at once.
  await page.getByLabel('Size', { exact: true }).selectOption('3" x 3"');
  await expect(page.getByTestId('configurator-total')).not.toHaveText(first);
  await page.getByLabel('Material').selectOption('White BOPP');
  await page.getByLabel('Quantity', { exact: true }).selectOption('250');
  await page.getByRole('checkbox', { name: 'Overlamination' }).check();
  const configured = amountOf(await configuratorTotal(page));

  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${US}/cart`);
  await expect(page.getByText('Item Added to Cart')).toBeVisible();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('White BOPP');
  await expect(line).toContainText('3" x 3"');
  await expect(line).toContainText('Overlamination');
  expect(amountOf((await page.getByTestId('line-total').textContent())!)).toBe(configured);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Editing the quantity re-prices the line and the subtotal at once.
  await line.getByRole('combobox', { name: /^Quantity/ }).selectOption('1000');
  await expect(page.getByTestId('line-total')).not.toHaveText(String(configured));
  const edited = (await page.getByTestId('cart-subtotal').textContent())!;
  expect(amountOf(edited)).toBeGreaterThan(configured);
  await expect(page.getByTestId('cart-savings')).toBeVisible();

  // Reload keeps the cart.
  await page.reload();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(edited);

  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await page.waitForURL(new RegExp(`checkout\\.localhost:${EMULATOR_PORT}/cart/c/[^?]+\\?key=[0-9a-f]+&locale=en$`));
  await expect(page.locator('main')).toHaveAttribute('data-locale', 'en');
  const orderName = await placeOrder(page, EN);
  const order = await orderNamed(request, orderName);
  expect(Number(order.total)).toBe(amountOf(edited));
  expect(order.resellerId).toBeNull();

  await page.getByRole('link', { name: EN.back }).click();
  // The order confirmation: its number, what was ordered and what happens next.
  await expect(page).toHaveURL(`${US}/order-confirmation?order=${encodeURIComponent(orderName)}`);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(`Order ${orderName}`);
  await expect(page.getByTestId('ordered-line')).toHaveCount(1);
  await expect(page.getByTestId('ordered-line')).toContainText('Custom Roll Labels');
  await expect(page.getByTestId('ordered-line')).toContainText('Quantity: 1000');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await page.goto(`${US}/cart`);
  await expect(page.getByText('Your Cart is Empty')).toBeVisible();
});

// The platform's rates (its markets): the cart and the checkout convert each store amount alike.
const RATE = { CA: 1.023, FR: 0.9235 };
const converted = (usd: number, rate: number) => Math.round(usd * rate * 100 + Number.EPSILON) / 100;

test('FR: the French site shows EUR at the platform rate and checks out in French with the same currency and total', async ({ page, request }) => {
  await page.goto(`${US}/products/custom-roll-labels`);
  const usd = amountOf(await configuratorTotal(page));
  await page.goto(`${FR}/products/custom-roll-labels`);
  await expect(page.getByLabel('Matière')).toBeVisible();
  await expect(page.getByTestId('configurator-total')).toContainText('EUR');
  const total = amountOf(await configuratorTotal(page));
  // A euro price, not the dollar amount with a euro label.
  expect(total).toBe(converted(usd, RATE.FR));
  await page.getByRole('button', { name: 'AJOUTER AU PANIER' }).click();
  await expect(page).toHaveURL(`${FR}/cart`);
  await expect(page.getByText('Produit ajouté au panier')).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toContainText('EUR');
  expect(amountOf((await page.getByTestId('cart-subtotal').textContent())!)).toBe(total);

  await page.getByRole('button', { name: 'PASSER LA COMMANDE' }).click();
  await page.waitForURL(new RegExp(`checkout-fr\\.localhost:${EMULATOR_PORT}/cart/c/.+locale=fr`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await checkoutTotal(page)).toEqual({ amount: total, currency: 'EUR' });
  await expect(page.locator('main')).not.toContainText('Item Price');
  await expect(page.locator('main')).not.toContainText('USD');
  const orderName = await placeOrder(page, FRENCH);
  const order = await orderNamed(request, orderName);
  expect({ total: Number(order.total), currency: order.currency }).toEqual({ total, currency: 'EUR' });
  await page.getByRole('link', { name: FRENCH.back }).click();
  await expect(page).toHaveURL(`${FR}/order-confirmation?order=${encodeURIComponent(orderName)}`);
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(`Commande ${orderName}`);
  await expect(page.getByTestId('ordered-line')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'La suite' })).toBeVisible();
  await page.goto(`${FR}/cart`);
  await expect(page.getByText('Votre panier est vide')).toBeVisible();
});

test('CA: the cart and the checkout show one currency and one total, in CAD', async ({ page, request }) => {
  await page.goto(`${CA}/products/custom-roll-labels`);
  await page.getByLabel('Quantity', { exact: true }).selectOption('250');
  const total = amountOf(await configuratorTotal(page));
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${CA}/cart`);
  // A second line: the checkout converts line by line, as the cart sums.
  await page.goto(`${CA}/products/kraft-paper-roll-labels`);
  const second = amountOf(await configuratorTotal(page));
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${CA}/cart`);
  const subtotal = amountOf((await page.getByTestId('cart-subtotal').textContent())!);
  expect(subtotal).toBe(Math.round((total + second) * 100) / 100);

  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await page.waitForURL(/\/cart\/c\/.+locale=en/);
  expect(await checkoutTotal(page)).toEqual({ amount: subtotal, currency: 'CAD' });
  // No store-currency amount next to the CAD one: the line total the server priced travels hidden.
  await expect(page.locator('main')).not.toContainText('Item Price');
  await expect(page.locator('main')).not.toContainText('USD');
  const order = await orderNamed(request, await placeOrder(page, EN));
  expect({ total: Number(order.total), currency: order.currency }).toEqual({ total: subtotal, currency: 'CAD' });
});

test('CA: prices show in CAD, converted from USD by 1.023', async ({ page }) => {
  await page.goto(`${US}/products/custom-roll-labels`);
  const usd = amountOf(await configuratorTotal(page));
  await page.goto(`${CA}/products/custom-roll-labels`);
  const cad = amountOf(await configuratorTotal(page));
  expect(cad).toBe(converted(usd, RATE.CA));

  // Product cards follow the same rule: the Canada site's card is the US card × 1.023, the French one × the euro rate.
  const cardPrice = async (origin: string) => {
    await page.goto(`${origin}/products/custom-roll-labels`);
    return (await page.locator('article:has(a[href="/products/kraft-paper-roll-labels"]) p').last().textContent())!;
  };
  const usCard = amountOf(await cardPrice(US));
  expect(amountOf(await cardPrice(CA))).toBe(converted(usCard, RATE.CA));
  const frCard = await cardPrice(FR);
  expect(frCard).toContain('EUR');
  expect(amountOf(frCard)).toBe(converted(usCard, RATE.FR));
});

test('reseller: the order carries the reseller id and uses its checkout subdomain', async ({ page, request }) => {
  await page.goto(`${ACME}/products/custom-die-cut-stickers`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${ACME}/cart`);
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await page.waitForURL(new RegExp(`checkout-acme\\.localhost:${EMULATOR_PORT}/cart/c/`));
  await expect(page.locator('main')).toContainText('acme');
  const orderName = await placeOrder(page, EN);
  const order = await orderNamed(request, orderName);
  expect(order.resellerId).toBe('acme');
  await page.getByRole('link', { name: EN.back }).click();
  await expect(page).toHaveURL(`${ACME}/order-confirmation?order=${encodeURIComponent(orderName)}`);
  await expect(page.getByTestId('order-number')).toHaveText(`Order ${orderName}`);
});

test('a price tampered with in localStorage does not change the charged price', async ({ page, request }) => {
  await page.goto(`${US}/products/kraft-paper-roll-labels`);
  await page.getByLabel('Quantity', { exact: true }).selectOption('100');
  const honest = amountOf(await configuratorTotal(page));
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${US}/cart`);

  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('cart')!) as { state: { lines: Record<string, unknown>[] } };
    for (const line of stored.state.lines) {
      Object.assign(line, { exactUnitPrice: 0.01, total: 1, discount: 0 });
      (line.properties as Record<string, string>)['Item Price'] = '0.01';
      (line.pricingGrid as { rows: Record<string, number[]> }).rows = { '1': [0.0001, 0.0001, 0.0001, 0.0001, 0.0001, 0.0001, 0.0001] };
    }
    localStorage.setItem('cart', JSON.stringify(stored));
  });
  await page.reload();
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await page.waitForURL(/\/cart\/c\//);
  const order = await orderNamed(request, await placeOrder(page, EN));
  expect(Number(order.total)).toBe(honest);
});

test('a variant removed from the store shows the unavailable message and a red border', async ({ page, request }) => {
  await page.goto(`${US}/products/address-labels-on-sheets`);
  await page.getByLabel('Material').selectOption('Kraft');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${US}/cart`);
  const variantGid = await page.evaluate(() => (JSON.parse(localStorage.getItem('cart')!) as { state: { lines: { id: string }[] } }).state.lines[0]!.id);
  const removed = await request.delete(`${EMULATOR}/__emulator/variants/${encodeURIComponent(variantGid)}`);
  expect(removed.status()).toBe(204);
  try {
    await page.getByRole('button', { name: 'CHECKOUT' }).click();
    await expect(
      page.getByText('Some products in your cart are no longer available, please remove them from your cart before proceeding to checkout.'),
    ).toBeVisible();
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveAttribute('data-unavailable', 'true');
    await expect(line).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
    await expect(page.getByRole('button', { name: 'CHECKOUT' })).toBeDisabled();
    // Removing the line makes the cart valid again.
    await line.getByRole('button', { name: /Remove/ }).click();
    await expect(page.getByText('Item Removed from Cart')).toBeVisible();
    await expect(page.getByText('Your Cart is Empty')).toBeVisible();
  } finally {
    await request.post(`${EMULATOR}/__emulator/variants/${encodeURIComponent(variantGid)}/restore`);
  }
});

test('the minimum order rule shows its two lines and blocks adding', async ({ page }) => {
  await page.goto(`${US}/products/custom-roll-labels`);
  // A choice made before the configurator hydrates is not acted on: wait for it.
  await configuratorTotal(page);
  await page.getByLabel('Quantity', { exact: true }).selectOption({ label: 'Custom Quantity' });
  await page.getByLabel('Enter a quantity').fill('10');
  const notice = page.getByText(/Minimum order quantity for this product is 50\./);
  await expect(notice).toBeVisible();
  await expect(page.getByText('Add 40 more.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('<br');
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
  await page.getByLabel('Enter a quantity').fill('abc');
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
  await page.getByLabel('Enter a quantity').fill('75');
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
});

/**
 * A cart the platform would not take as priced (more than the stock, the same
 * item on two lines) never reaches a checkout page that cannot take payment:
 * the cart marks the lines with what to do, in the shopper's language, and
 * checks out once the shopper has done it.
 */
const CART_WORDS = {
  en: {
    site: US,
    checkout: 'CHECKOUT',
    custom: 'Custom Quantity',
    field: 'Enter a quantity',
    remove: /^Remove/,
    adjust: 'Some items in your cart cannot be ordered as they are. Please change the marked lines and try again.',
    stock: /^Only 25,000 are in stock\. Please lower the quantity to 25,000 or less\.$/,
    duplicate: 'This item is also on another line of your cart. Please remove one of the lines and set the quantity you want on the other.',
  },
  fr: {
    site: FR,
    checkout: 'PASSER LA COMMANDE',
    custom: 'Quantité personnalisée',
    field: 'Saisissez une quantité',
    remove: /^Retirer/,
    adjust: 'Certains articles de votre panier ne peuvent pas être commandés tels quels. Veuillez modifier les lignes signalées et réessayer.',
    stock: /^Il n'en reste que 25\s000 en stock\. Veuillez ramener la quantité à 25\s000 ou moins\.$/,
    duplicate: "Cet article figure aussi sur une autre ligne de votre panier. Veuillez retirer l'une des lignes et indiquer la quantité souhaitée sur l'autre.",
  },
};

/** The stored cart after adding 100 kraft labels on the US site: what each language's cart starts from. */
async function storedKraftCart(page: import('@playwright/test').Page): Promise<string> {
  await page.goto(`${US}/products/kraft-paper-roll-labels`);
  await page.getByLabel('Quantity', { exact: true }).selectOption('100');
  await configuratorTotal(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${US}/cart`);
  return page.evaluate(() => localStorage.getItem('cart')!);
}

async function openCart(page: import('@playwright/test').Page, site: string, stored: string) {
  await page.goto(`${site}/cart`);
  await page.evaluate((value) => localStorage.setItem('cart', value), stored);
  await page.reload();
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
}

for (const [lang, words] of Object.entries(CART_WORDS)) {
  test(`${lang}: more than the stock is marked on the cart line with what is left, and checks out once lowered`, async ({ page }) => {
    await openCart(page, words.site, await storedKraftCart(page));
    const line = page.getByTestId('cart-line');
    await line.getByRole('combobox', { name: /^Quantit/ }).selectOption({ label: words.custom });
    await line.getByRole('textbox', { name: words.field }).fill('30000');
    await page.getByRole('button', { name: words.checkout }).click();

    await expect(line.getByTestId('line-issue')).toHaveText(words.stock);
    await expect(line).toHaveAttribute('data-issue', 'stock');
    await expect(line).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
    await expect(page.getByTestId('checkout-error')).toHaveText(words.adjust);
    expect(new URL(page.url()).pathname).toMatch(/\/cart$/);

    await line.getByRole('textbox', { name: words.field }).fill('25000');
    await expect(line.getByTestId('line-issue')).toHaveCount(0);
    await page.getByRole('button', { name: words.checkout }).click();
    await page.waitForURL(/\/cart\/c\/[^?]+\?key=/);
    await expect(page.locator('form')).toHaveCount(1);
  });

  test(`${lang}: the same item on two lines marks both with what to do, and checks out once one is removed`, async ({ page }) => {
    const stored = JSON.parse(await storedKraftCart(page)) as { state: { lines: { lineItemId: string }[] } };
    stored.state.lines.push({ ...stored.state.lines[0]!, lineItemId: `${stored.state.lines[0]!.lineItemId}-copy` });
    await openCart(page, words.site, JSON.stringify(stored));
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await page.getByRole('button', { name: words.checkout }).click();

    await expect(lines.getByTestId('line-issue')).toHaveText([words.duplicate, words.duplicate]);
    await expect(lines.nth(1)).toHaveAttribute('data-issue', 'duplicate');
    await expect(page.getByTestId('checkout-error')).toHaveText(words.adjust);
    expect(new URL(page.url()).pathname).toMatch(/\/cart$/);

    await lines.nth(1).getByRole('button', { name: words.remove }).click();
    await expect(lines).toHaveCount(1);
    await expect(lines.getByTestId('line-issue')).toHaveCount(0);
    await page.getByRole('button', { name: words.checkout }).click();
    await page.waitForURL(/\/cart\/c\/[^?]+\?key=/);
    await expect(page.locator('form')).toHaveCount(1);
  });
}
