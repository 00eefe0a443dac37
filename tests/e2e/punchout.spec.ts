import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addText, designModal, openEditor } from './design';
import { procurementReturnPosts } from './emulator';
import { EMULATOR, EMULATOR_PORT, FR, US } from './hosts';
import { amountOf, configuratorTotal } from './shop';

/**
 * Punchout: a procurement system (the emulator's stand-in) opens
 * a product in punchout mode, the buyer configures it (or designs it) and is
 * handed back to their system with the line at the server's price. The
 * hand-off's failures show the spec's messages, and a link the gateway did
 * not sign opens no session at all.
 */

interface ProcurementOrder {
  sid: string;
  reply: string;
  /** The `order` object of the POSTed `{order:{line_items}}`. */
  order: { line_items: { title: string; quantity: number; price: string | number; properties: { name: string; value: string }[] }[] };
}

async function procurementOrders(request: APIRequestContext, sid?: string): Promise<ProcurementOrder[]> {
  const query = sid ? `?sid=${encodeURIComponent(sid)}` : '';
  return ((await (await request.get(`${EMULATOR}/__emulator/procurement/orders${query}`)).json()) as { orders: ProcurementOrder[] }).orders;
}

/** Opens the procurement system's start page for a store and follows its link to a product; answers the session id. */
async function punchOut(page: Page, store: string, handle: string, reply?: string): Promise<string> {
  const query = new URLSearchParams({ store, ...(reply ? { reply } : {}) });
  await page.goto(`${EMULATOR}/procurement?${query}`);
  const sid = (await page.locator('[data-sid]').textContent())!.trim();
  // The main site group comes first; region and reseller groups repeat a few of its products.
  await page.locator(`a[data-handle="${handle}"]`).first().click();
  await expect(page).toHaveURL(`${store}/products/${handle}`);
  return sid;
}

async function expectReducedPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /related|similar/i })).toHaveCount(0);
}

const unitTimesQuantity = (line: { price: string | number; quantity: number }) => Math.round(Number(line.price) * line.quantity * 100) / 100;

test('from the procurement system: a reduced page, configure, add, and the requisition shows the line at the server price', async ({ page, request }) => {
  const sid = await punchOut(page, US, 'custom-roll-labels');
  await expectReducedPage(page);

  // The session is held by the store, not the URL: a reload and another product stay in punchout mode.
  await page.reload();
  await expectReducedPage(page);
  const cookie = (await page.context().cookies(US)).find((c) => c.name === 'punchout');
  expect(cookie?.httpOnly).toBe(true);

  await page.getByLabel('Size', { exact: true }).selectOption('3" x 3"');
  await page.getByLabel('Quantity', { exact: true }).selectOption('250');
  const configured = amountOf(await configuratorTotal(page));

  // A double click sends one order.
  await page.getByRole('button', { name: 'ADD TO CART' }).dblclick();
  await page.waitForURL(new RegExp(`/procurement/requisition/${sid}$`));
  await expect(page.getByText('Custom Roll Labels').first()).toBeVisible();

  const orders = await procurementOrders(request, sid);
  expect(orders).toHaveLength(1);
  const [line] = orders[0]!.order.line_items;
  expect(line!.quantity).toBe(250);
  expect(unitTimesQuantity(line!)).toBe(configured);
  const properties = Object.fromEntries(line!.properties.map((p) => [p.name, p.value]));
  expect(Number(properties['_Item Price'])).toBe(configured);
  // The buyer's requisition shows what they bought, not what the systems exchange.
  await expect(page.locator('body')).not.toContainText('Item Price');
  expect(properties.Size).toBe('3" x 3"');
  await expect(page.locator('body')).toContainText(String(configured.toFixed(2)));
});

test('1,000 labels with overlamination reach the requisition at the cent the store priced them, not a cent off', async ({ page, request }) => {
  const sid = await punchOut(page, US, 'custom-roll-labels');
  // Choose only once the configurator listens: a choice made before it hydrates is reset by it.
  const initial = await configuratorTotal(page);
  await page.getByLabel('Quantity', { exact: true }).selectOption('1000');
  await page.getByRole('checkbox', { name: 'Overlamination' }).check();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('1000');
  await expect(page.getByTestId('configurator-total')).not.toHaveText(initial);
  const configured = amountOf(await configuratorTotal(page)).toFixed(2);

  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.waitForURL(new RegExp(`/procurement/requisition/${sid}$`));
  // The requisition multiplies the unit price it was sent by the quantity, as a buyer's system does.
  await expect(page.locator('[data-line-total]')).toHaveText(configured);
  await expect(page.locator('[data-order-total]')).toHaveText(configured);
  const [order] = await procurementOrders(request, sid);
  expect(order!.order.line_items[0]!.quantity).toBe(1000);
});

test('a design made in punchout mode is handed off with its print files', async ({ page, request }) => {
  const sid = await punchOut(page, US, 'custom-roll-labels');
  await configuratorTotal(page);
  const frame = await openEditor(page, 'DESIGN NOW');
  await addText(frame);
  await designModal(page).getByRole('button', { name: 'Review Design' }).click();
  await expect(page.getByTestId('design-proof')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Approve and add to cart' }).click();
  await page.waitForURL(new RegExp(`/procurement/requisition/${sid}$`));
  const [order] = await procurementOrders(request, sid);
  const names = order!.order.line_items[0]!.properties.map((p) => p.name);
  expect(names).toEqual(expect.arrayContaining(['Artwork', '_print_ready_image', '_customer_canvas_state', '_thumbnail']));
  await expect(page.locator('.props')).toContainText('Proof approved');
  await expect(page.locator('.props')).not.toContainText('customer_canvas_state');
});

test('in French, the procurement system refusing the cart shows its status and error', async ({ page, request }) => {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: FR }]);
  const sid = await punchOut(page, FR, 'custom-roll-labels', 'error');
  await expectReducedPage(page);
  await configuratorTotal(page);
  await page.getByRole('button', { name: 'AJOUTER AU PANIER' }).click();
  // A refusal is a failed response: its status and the system's own error text.
  await expect(page.getByText('Statut : 422. Message : Cost center is closed')).toBeVisible();
  await expect(page).toHaveURL(`${FR}/products/custom-roll-labels`);
  expect(await procurementOrders(request, sid)).toHaveLength(1);
});

test('a failed reply and a reply without redirect_url show the spec messages; the buyer stays on the page', async ({ page }) => {
  await punchOut(page, US, 'custom-roll-labels', '500');
  await configuratorTotal(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Status: 500. Message: Internal Server Error')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();

  await punchOut(page, US, 'custom-roll-labels', 'no-redirect');
  await configuratorTotal(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Error while adding the item to your Punchout cart. No redirect_url.')).toBeVisible();

  // A redirect_url off the gateway's return origin is never followed.
  await punchOut(page, US, 'custom-roll-labels', 'offlist');
  await configuratorTotal(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Error while adding the item to your Punchout cart. No redirect_url.')).toBeVisible();
  await expect(page).toHaveURL(`${US}/products/custom-roll-labels`);
});

test('a link from any site opens no session: the refusal page says so, and the store stays the store', async ({ page, request }) => {
  const before = await procurementReturnPosts(request);
  const response = await page.goto(`${US}/products/custom-roll-labels?punchout=true&return_url=${encodeURIComponent(`http://localhost:${EMULATOR_PORT}/gateway/return/drive-by`)}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: "This punchout link can't be used" })).toBeVisible();
  await expect(page.getByText('Your procurement system is not set up to buy from this store. Please contact support.')).toBeVisible();
  expect((await page.context().cookies(US)).find((c) => c.name === 'punchout')).toBeUndefined();
  await page.getByRole('link', { name: "Go to the store's home page" }).click();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await procurementReturnPosts(request)).toBe(before);
});

test('in French, a signed link whose return URL was changed is refused in French', async ({ page }) => {
  await page.goto(`${EMULATOR}/procurement?store=${encodeURIComponent(FR)}`);
  const href = (await page.locator('a[data-handle="custom-roll-labels"]').first().getAttribute('href'))!;
  const tampered = new URL(href);
  tampered.searchParams.set('return_url', `http://localhost:${EMULATOR_PORT}/__emulator/customers/enduser@example.com/expire-tokens`);
  const response = await page.goto(tampered.href);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Ce lien punchout ne peut pas être utilisé' })).toBeVisible();
});

test('a gateway that answers after the store gave up gets no second order when the buyer tries again', async ({ page, request }) => {
  test.slow();
  const sid = await punchOut(page, US, 'custom-roll-labels', 'slow');
  await configuratorTotal(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Error while adding the item to your Punchout cart. The procurement system did not answer in time.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.waitForURL(new RegExp(`/procurement/requisition/${sid}$`));
  expect(await procurementOrders(request, sid)).toHaveLength(1);
});

test('an unknown product in a punchout session answers 404 inside the reduced layout', async ({ page }) => {
  await punchOut(page, US, 'custom-roll-labels');
  const response = await page.goto(`${US}/products/no-such-product`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(`${US}/products/no-such-product`);
  await expectReducedPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Punchout session')).toBeVisible();
});

test('a shopper who never punched out sees the full page and the normal cart', async ({ page }) => {
  await page.goto(`${US}/products/custom-roll-labels`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${US}/cart`);
});
