import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { ACME, EMULATOR, EMULATOR_PORT, FR, US } from './hosts';
import { amountOf, configuratorTotal } from './shop';

/**
 * Procurement systems as corporate buyers use them, played by the emulator:
 * a cXML buyer (SAP Ariba, Coupa) punches out from its system, configures an
 * item at the store's price, takes the cart back as a PunchOutOrderMessage,
 * approves the requisition and the OrderRequest becomes a platform order at
 * our price, once however often it is sent; an OCI buyer (SAP SRM) shops in
 * its catalog frame and takes the cart back as NEW_ITEM fields.
 */

interface AdminOrder {
  name: string;
  poNumber: string | null;
  financialStatus: string;
  total: number;
  lines: { quantity: number; unitPrice: string; total: number; customAttributes: { key: string; value: string }[] }[];
}

async function adminOrders(request: APIRequestContext, poNumber: string): Promise<AdminOrder[]> {
  const body = (await (await request.get(`${EMULATOR}/__emulator/admin/orders`)).json()) as { orders: AdminOrder[] };
  return body.orders.filter((o) => o.poNumber === poNumber);
}

/** Opens the procurement system's start page for a store and punches out as `buyer` over cXML; lands on the punchout catalog. */
async function cxmlPunchOut(page: Page, store: string, buyer: string): Promise<void> {
  await page.goto(`${EMULATOR}/procurement?store=${encodeURIComponent(store)}`);
  await page.locator(`li[data-buyer="${buyer}"]`).getByRole('button', { name: 'Punch out' }).click();
  await page.waitForURL(`${store}/`);
}

async function expectReduced(page: Page | FrameLocator): Promise<void> {
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByText(/Punchout session|Session punchout/)).toBeVisible();
}

test('cXML: from the buyer’s system to an order on the platform at the store’s price, once', async ({ page, request }) => {
  await cxmlPunchOut(page, US, 'emulator-cxml');
  await expectReduced(page);
  await expect(page.getByRole('heading', { name: 'Choose a product' })).toBeVisible();
  await page.getByRole('link', { name: 'Custom Roll Labels' }).first().click();
  await page.waitForURL(`${US}/products/custom-roll-labels`);
  await expectReduced(page);

  const initial = await configuratorTotal(page);
  await page.getByLabel('Quantity', { exact: true }).selectOption('1000');
  await expect(page.getByTestId('configurator-total')).not.toHaveText(initial);
  const configured = amountOf(await configuratorTotal(page)).toFixed(2);

  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.waitForURL(/\/procurement\/cxml\/requisition\/[\w-]+$/);
  const sid = page.url().split('/').pop()!;
  const line = page.locator('tr[data-line="1"]');
  await expect(line.locator('[data-quantity]')).toHaveText('1000');
  await expect(line.locator('[data-line-total]')).toHaveText(configured);
  await expect(page.locator('[data-order-total]')).toHaveText(configured);
  await expect(line).toHaveAttribute('data-reference', /^[\w-]{16}\.[\w-]{16}$/);
  await expect(line).toContainText('Custom Roll Labels');

  await page.getByRole('button', { name: 'Approve and send the purchase order' }).click();
  await expect(page.locator('[data-order-answer]')).toHaveAttribute('data-order-status', '200');
  const [order] = await adminOrders(request, `PO-${sid}`);
  expect(order).toBeDefined();
  expect(order!.financialStatus).toBe('PENDING');
  expect((order!.total / 100).toFixed(2)).toBe(configured);
  expect(order!.lines[0]!.quantity).toBe(1000);
  expect(order!.lines[0]!.customAttributes.map((a) => a.key)).toEqual(expect.arrayContaining(['_Item Price', '_Item Price Signature']));

  // The buyer's system sends the same purchase order again: the store answers OK and places nothing more.
  await page.getByRole('button', { name: 'Send the same purchase order again' }).click();
  await expect(page.locator('[data-order-answer]')).toHaveCount(2);
  await expect(page.locator('[data-order-answer]').nth(1)).toHaveAttribute('data-order-status', '200');
  expect(await adminOrders(request, `PO-${sid}`)).toHaveLength(1);
});

test('cXML in French: the punchout pages speak French and the cart goes back to the French buyer’s system', async ({ page }) => {
  await cxmlPunchOut(page, FR, 'emulator-cxml-fr');
  await expect(page.getByRole('heading', { name: 'Choisissez un produit' })).toBeVisible();
  await page.getByRole('link', { name: /Étiquettes en rouleau personnalisées|Custom Roll Labels/ }).first().click();
  await configuratorTotal(page);
  await page.getByRole('button', { name: 'AJOUTER AU PANIER' }).click();
  await page.waitForURL(/\/procurement\/cxml\/requisition\/[\w-]+$/);
  await expect(page.locator('tr[data-line="1"] [data-line-total]')).toHaveText(/^\d+\.\d{2}$/);
});

test('cXML inspect: the buyer’s system opens the cart to look, and the store will not change it', async ({ page }) => {
  await page.goto(`${EMULATOR}/procurement?store=${encodeURIComponent(US)}`);
  const buyer = page.locator('li[data-buyer="emulator-cxml"]');
  await buyer.getByLabel('Operation').selectOption('inspect');
  await buyer.getByRole('button', { name: 'Punch out' }).click();
  await page.waitForURL(`${US}/`);
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText("Your procurement system opened this cart for inspection only: items can't be added or changed.")).toBeVisible();
  await expect(page).toHaveURL(`${US}/products/custom-roll-labels`);
});

/**
 * The buyer's system as the buyer's browser reaches it: on `localhost`, the
 * name its buyers' framing origins give, so the store in its frame is on the
 * same site and its session cookie travels in the frame.
 */
const PROCUREMENT = `http://localhost:${EMULATOR_PORT}`;

/** The OCI catalog frame's product page, configured and added; answers the total it showed. */
async function addInFrame(frame: FrameLocator, button: string): Promise<string> {
  await expect(frame.locator('section[data-hydrated="true"]').filter({ has: frame.getByTestId('configurator-total') })).toBeVisible();
  const total = (await frame.getByTestId('configurator-total').textContent())!.trim();
  await frame.getByRole('button', { name: button }).click();
  return amountOf(total).toFixed(2);
}

test('OCI: the store opens in the buyer’s catalog frame by signed link, and the cart comes back as NEW_ITEM fields', async ({ page }) => {
  await page.goto(`${PROCUREMENT}/procurement?store=${encodeURIComponent(US)}`);
  await page.locator('li[data-buyer="emulator-oci"]').getByRole('link', { name: 'Punch out in the catalog frame (signed link)' }).click();
  const frame = page.frameLocator('iframe[title="Supplier catalog"]');
  await expect(frame.getByRole('heading', { name: 'Choose a product' })).toBeVisible();
  await frame.getByRole('link', { name: 'Custom Roll Labels' }).first().click();
  await expectReduced(frame);
  const configured = await addInFrame(frame, 'ADD TO CART');
  const line = frame.locator('tr[data-line="1"]');
  await expect(line.locator('[data-line-total]')).toHaveText(configured);
  await expect(line).toHaveAttribute('data-reference', /^[\w-]{16}\.[\w-]{16}$/);
  await expect(frame.locator('[data-order-total]')).toHaveText(configured);
});

test('OCI on a reseller host, by user and password in the whole window: the reseller’s own store, the cart back to HOOK_URL', async ({ page }) => {
  await page.goto(`${PROCUREMENT}/procurement?store=${encodeURIComponent(US)}`);
  await page.locator('li[data-buyer="emulator-oci-acme"]').getByRole('link', { name: 'Punch out in this window (user and password)' }).click();
  await page.waitForURL(`${ACME}/`);
  await expect(page.getByRole('heading', { name: 'Choose a product' })).toBeVisible();
  await expectReduced(page);
  await page.locator('main a[href^="/products/"]').first().click();
  await page.waitForURL(new RegExp(`^${ACME.replace(/[.]/g, '\\.')}/products/`));
  const configured = amountOf(await configuratorTotal(page)).toFixed(2);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.waitForURL(/\/procurement\/oci\/return\/[\w-]+$/);
  await expect(page.locator('tr[data-line="1"] [data-line-total]')).toHaveText(configured);
  await expect(page.locator('[data-order-total]')).toHaveText(configured);
});
