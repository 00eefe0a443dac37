import { expect, test } from '@playwright/test';
import { CERTIFICATE, DEMO, END_USER, emulatedCustomer } from '../e2e/account';
import { discPng, uploadArtwork } from '../e2e/artwork';
import { designModal, openEditor } from '../e2e/design';
import { configuratorTotal } from '../e2e/shop';
import { ACCOUNTS_ACME, ACCOUNTS_FR, ACCOUNTS_US, EMULATOR_PORT } from '../e2e/hosts';
import { signIn, signInOnPlatform } from './platform';

/**
 * The account area with customers signed in through the Customer Account
 * API: the platform's sign-in page instead of ours, the same account pages
 * after it, on a company site and a reseller's, in both languages.
 */

test('a new customer signs in on the platform from /account, manages addresses and names, sends a tax form and signs out', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = `ca-${Date.now()}@example.com`;

  await test.step('/account goes to the platform sign-in, which creates the customer and returns to /account', async () => {
    await page.goto(`${ACCOUNTS_US}/account`);
    await signInOnPlatform(page, email);
    await expect(page).toHaveURL(`${ACCOUNTS_US}/account`);
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page.getByText('No addresses found')).toBeVisible();
    expect((await emulatedCustomer(request, email)).email).toBe(email);
    // Only our opaque session id is in the browser, and only in an httpOnly cookie.
    const session = (await page.context().cookies(ACCOUNTS_US)).find((c) => c.name === 'customer_session');
    expect(session?.httpOnly).toBe(true);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toMatch(/shcat_|access_token|refresh_token/);
  });

  await test.step('add an address with the postal check, then edit it', async () => {
    await page.getByRole('button', { name: 'Add New Address' }).or(page.getByRole('link', { name: 'Add New Address' })).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await dialog.getByLabel('First Name').fill('Grace');
    await dialog.getByLabel('Last Name').fill('Hopper');
    await dialog.getByLabel('Phone').fill('212-555-0199');
    await dialog.getByLabel('Address Line 1').fill('125 W 31st St');
    await dialog.getByLabel('City').fill('New York');
    await dialog.getByLabel('Zip Code').fill('10001');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please provide a valid Zip and State');
    await dialog.getByLabel('State').selectOption('New York');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Address added Successfully').last()).toBeVisible();
    await expect(page.getByText('Default Shipping Address')).toBeVisible();
    await page.getByRole('button', { name: /^Edit Default Shipping Address/ }).click();
    const update = page.getByRole('dialog', { name: 'Update address' });
    await update.getByLabel('City').fill('Brooklyn');
    await update.getByLabel('Zip Code').fill('11201');
    await update.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Address updated Successfully').last()).toBeVisible();
    await expect(page.getByText('Brooklyn')).toBeVisible();
    await expect.poll(async () => (await emulatedCustomer(request, email)).addresses.map((a) => a.city)).toEqual(['Brooklyn']);
  });

  await test.step('change the name; the email is the sign-in and is not editable here', async () => {
    await page.getByRole('button', { name: 'Edit contact information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contact Information' });
    await dialog.getByLabel('First Name').fill('Grace');
    await dialog.getByLabel('Last Name').fill('Hopper');
    await expect(dialog.getByLabel('Email', { exact: true })).not.toBeEditable();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact information updated correctly!').last()).toBeVisible();
    await expect(page.getByRole('main').getByText('Grace Hopper').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Password' })).toHaveCount(0);
  });

  await test.step('send a tax form', async () => {
    await page.getByRole('button', { name: 'Fill out tax form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tax Exemption Form' });
    await dialog.getByLabel('First Name').fill('Grace');
    await dialog.getByLabel('Last Name').fill('Hopper');
    await dialog.getByLabel('EIN').fill('12-3456789');
    await dialog.getByLabel('Address Line 1').fill('125 W 31st St');
    await dialog.getByLabel('City').fill('New York');
    await dialog.getByLabel('State').selectOption('New York');
    await dialog.getByLabel('Zip Code').fill('10001');
    await dialog.getByLabel('Phone').fill('(212) 555-0199');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel(/Certificate of exemption/).setInputFiles(CERTIFICATE);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Tax form submitted').last()).toBeVisible();
    await expect.poll(async () => (await emulatedCustomer(request, email)).tags).toContain('tax_exempt_pending');
  });

  await test.step('sign out: through the platform and back home, signed out here and there', async () => {
    await page.getByRole('button', { name: 'Logout' }).or(page.getByRole('link', { name: 'Logout' })).click();
    await expect(page).toHaveURL(`${ACCOUNTS_US}/`);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    expect((await page.context().cookies(ACCOUNTS_US)).some((c) => c.name === 'customer_session')).toBe(false);
    // The platform's session ended too: signing in again asks for the email.
    await page.goto(`${ACCOUNTS_US}/account`);
    await expect(page).toHaveURL(/\/oauth\/authorize/);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  });
});

test('orders: the list scrolls, a detail opens and is not found by another customer; checkout carries the buyer identity and the order can be reordered', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page, ACCOUNTS_US, DEMO.email);
  await page.goto(`${ACCOUNTS_US}/account/orders/summary`);
  const rows = page.getByRole('link', { name: /^View order/ });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(20);
  await page.getByRole('button', { name: 'Load more orders' }).scrollIntoViewIfNeeded().catch(() => {});
  await expect.poll(() => rows.count()).toBeGreaterThan(20);

  await rows.first().click();
  await expect(page).toHaveURL(/\/account\/orders\/summary\/\d+/);
  await expect(page.getByRole('heading', { name: /^Order #\d+/ })).toBeVisible();
  await expect(page.getByText('Subtotal')).toBeVisible();
  // The platform opens an order only for its owner: another customer finds nothing at the same address.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await signIn(other, ACCOUNTS_US, `ca-stranger-${Date.now()}@example.com`);
  await other.goto(page.url());
  await expect(other.getByText("We couldn't find this order.")).toBeVisible();
  await stranger.close();

  await page.goto(`${ACCOUNTS_US}/products/custom-roll-labels`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${ACCOUNTS_US}/cart`);
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await page.waitForURL(new RegExp(`checkout\\.localhost:${EMULATOR_PORT}/cart/c/`));
  // The platform knows the buyer: the checkout is filled in from the account.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.email);
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Birmingham');
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByRole('heading', { name: /Thank you for your order/ })).toBeVisible();
  const orderName = (await page.locator('main').textContent())?.match(/#\d+/)?.[0];

  await page.goto(`${ACCOUNTS_US}/account/orders/summary`);
  await expect(page.getByRole('link', { name: /^View order/ }).first()).toHaveAccessibleName(`View order ${orderName}`);
  await page.getByRole('button', { name: `Reorder ${orderName}` }).click();
  await expect(page).toHaveURL(`${ACCOUNTS_US}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Custom Roll Labels');
});

test('FR: the platform page and the account area are in French', async ({ page }) => {
  const email = `ca-fr-${Date.now()}@example.com`;
  await page.goto(`${ACCOUNTS_FR}/account`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await signInOnPlatform(page, email, 'fr');
  await expect(page).toHaveURL(`${ACCOUNTS_FR}/account`);
  await expect(page.getByText('Connexion réussie')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('main').getByText(email).first()).toBeVisible();
  await page.getByRole('button', { name: 'Déconnexion' }).or(page.getByRole('link', { name: 'Déconnexion' })).click();
  await expect(page).toHaveURL(`${ACCOUNTS_FR}/`);
  await expect(page.getByText('Vous avez été déconnecté.')).toBeVisible();
});

test('reseller host: a customer new to the store is tagged with the reseller on first sign-in, and stays on the reseller', async ({ page, request }) => {
  const email = `ca-acme-${Date.now()}@example.com`;
  await page.goto(`${ACCOUNTS_ACME}/register`);
  await signInOnPlatform(page, email);
  await expect(page).toHaveURL(`${ACCOUNTS_ACME}/`);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect.poll(async () => (await emulatedCustomer(request, email)).tags).toContain('reseller_id=acme');
  await page.goto(`${ACCOUNTS_ACME}/account`);
  await expect(page).toHaveURL(`${ACCOUNTS_ACME}/account`);
  await expect(page.getByRole('main').getByText(email).first()).toBeVisible();
});

test("a reseller host: a visitor's saved design goes to My Artwork through the platform's sign-in", async ({ page }) => {
  test.slow();
  const name = `Acme platform ${Date.now() % 100000}`;
  await page.goto(`${ACCOUNTS_ACME}/products/custom-die-cut-stickers`);
  await configuratorTotal(page);
  await openEditor(page, 'DESIGN NOW');
  await uploadArtwork(page, { name: 'logo.png', mimeType: 'image/png', buffer: await discPng(1200, 1, '#d63a2f') });
  await designModal(page).getByRole('button', { name: 'Save Artwork' }).click();
  const save = page.getByTestId('design-save');
  await save.getByLabel(/Project name/).fill(name);
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await signInOnPlatform(page, END_USER.email);
  await page.waitForURL(`${ACCOUNTS_ACME}/account/artwork`);
  await expect(page.getByText(`Logged in successfully. “${name}” is saved in My Artwork.`)).toBeVisible();
  await expect(page.getByTestId('artwork-card').filter({ hasText: name })).toBeVisible();
});

test('reseller host in French: the platform page, the return and the account area speak French, and sign-out stays on the reseller', async ({ page }) => {
  const email = `ca-acme-fr-${Date.now()}@example.com`;
  await page.goto(`${ACCOUNTS_ACME}/?lang=fr`);
  await page.goto(`${ACCOUNTS_ACME}/account`);
  await signInOnPlatform(page, email, 'fr');
  await expect(page).toHaveURL(`${ACCOUNTS_ACME}/account`);
  await expect(page.getByText('Connexion réussie')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Acme Promo/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Déconnexion' }).or(page.getByRole('link', { name: 'Déconnexion' })).click();
  await expect(page).toHaveURL(`${ACCOUNTS_ACME}/`);
  await expect(page.getByText('Vous avez été déconnecté.')).toBeVisible();
});
