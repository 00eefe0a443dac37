import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { EMULATOR } from './hosts';

/** Shopper steps shared by the configure → cart → checkout specs. */

export interface Order {
  name: string;
  total: string;
  currency: string;
  resellerId: string | null;
  note: string | null;
  attributes: Record<string, string> | { key: string; value: string }[];
  lines: { variantId?: string; quantity: number; price?: string; linePrice?: string; attributes: unknown }[];
}

/** "$1,234.50", "1 234,50 $" or "1 234,50 EUR" → 1234.5 */
export function amountOf(text: string): number {
  const cleaned = text.replace(/[^\d,.-]/g, '');
  // French uses a decimal comma and (narrow) spaces for thousands.
  const normalised = /,\d{2}$/.test(cleaned) ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned.replace(/,/g, '');
  return Number(normalised);
}

export async function configuratorTotal(page: Page): Promise<string> {
  // The total is in the server's HTML: wait for the island itself, or a click could come before it listens.
  await expect(page.locator('section[data-hydrated="true"]').filter({ has: page.getByTestId('configurator-total') })).toBeVisible();
  const total = page.getByTestId('configurator-total');
  await expect(total).toHaveText(/\d/);
  return (await total.textContent())!.trim();
}

export interface CheckoutLabels {
  place: RegExp;
  thanks: RegExp;
  back: string;
  fields: [name: string, email: string, address: string, city: string, province: string, zip: string, country: string];
}

export const CHECKOUT_EN: CheckoutLabels = {
  place: /Place order/,
  thanks: /Thank you for your order/,
  back: 'Return to store',
  fields: ['Full name', 'Email', 'Address', 'City', 'Province / State', 'Postal code', 'Country'],
};
export const CHECKOUT_FR: CheckoutLabels = {
  place: /Passer la commande/,
  thanks: /Merci pour votre commande/,
  back: 'Retour à la boutique',
  fields: ['Nom complet', 'Adresse e-mail', 'Adresse', 'Ville', 'Province / État', 'Code postal', 'Pays'],
};

/** The hosted checkout's total before the order is placed: amount and currency code. */
export async function checkoutTotal(page: Page): Promise<{ amount: number; currency: string }> {
  const total = page.locator('.total .price');
  await expect(total).toHaveAttribute('data-amount', /\d/);
  const text = (await total.textContent())!;
  return { amount: Number(await total.getAttribute('data-amount')), currency: /[A-Z]{3}/.exec(text)?.[0] ?? '' };
}

/** Fills the emulator's hosted checkout and places the order; returns the order name shown. */
export async function placeOrder(page: Page, labels: CheckoutLabels): Promise<string> {
  const values = ['Ada Lovelace', 'ada@example.com', '1 Main Street', 'Mobile', 'Alabama', '36602', 'United States'];
  for (const [i, label] of labels.fields.entries()) await page.getByLabel(label, { exact: true }).fill(values[i]!);
  await page.getByRole('button', { name: labels.place }).click();
  await expect(page.getByRole('heading', { name: labels.thanks })).toBeVisible();
  const name = (await page.locator('main').textContent())?.match(/#\d+/)?.[0];
  expect(name).toBeTruthy();
  return name!;
}

export async function orderNamed(request: APIRequestContext, name: string): Promise<Order> {
  const { orders } = (await (await request.get(`${EMULATOR}/__emulator/orders`)).json()) as { orders: Order[] };
  const order = orders.find((o) => o.name === name);
  expect(order, `order ${name}`).toBeTruthy();
  return order!;
}
