import { expect, test } from '@playwright/test';
import { alertOn, CERTIFICATE, DEMO, emulatedCustomer, END_USER, logIn, openAccount } from './account';
import { ACME, EMULATOR, EMULATOR_PORT, FR, US } from './hosts';

/**
 * Customer accounts: register → log in → addresses → contact →
 * password → tax form → log out; the guard and its redirect; the token kept
 * out of the page; the French host; registration on a reseller host.
 */

test('a new customer registers, manages addresses, contact details and password, sends a tax form and logs out', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = `e2e-${Date.now()}@example.com`;

  await test.step('register', async () => {
    await page.goto(`${US}/register`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(alertOn(page)).toHaveText('Enter your First Name');
    await page.getByLabel('First Name').fill('  Grace ');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
    await page.getByLabel('Confirm Password').fill('Secret-pass-2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(alertOn(page)).toHaveText('Password and Confirm Password do not match');
    await page.getByLabel('Confirm Password').fill('Secret-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/login/);
    const created = await emulatedCustomer(request, email);
    expect(created.firstName).toBe('Grace');
    expect(created.tags).not.toContain('reseller_id=acme');
  });

  await test.step('the same email again is refused with the server message, capitalised', async () => {
    const again = await page.context().newPage();
    await again.goto(`${US}/register`);
    await again.getByLabel('First Name').fill('Grace');
    await again.getByLabel('Last Name').fill('Hopper');
    await again.getByLabel('Email', { exact: true }).fill(email);
    await again.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
    await again.getByLabel('Confirm Password').fill('Secret-pass-1');
    await again.getByRole('button', { name: 'Create Account' }).click();
    await expect(alertOn(again)).toContainText('Email has already been taken');
    await again.close();
  });

  await test.step('log in: validation, wrong password, then success', async () => {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alertOn(page)).toHaveText('Please Enter an Email and Password');
    await logIn(page, US, email, 'wrong-password');
    await expect(alertOn(page)).toHaveText('Invalid Credentials');
    await logIn(page, US, email, 'Secret-pass-1');
    await expect(page.getByText('Logged in successfully').last()).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
    await page.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(`${US}/account`);
    await expect(page.getByText('No addresses found')).toBeVisible();
  });

  await test.step('add an address: a zip of another state is refused, then it is saved as the default', async () => {
    await page.getByRole('button', { name: 'Add New Address' }).or(page.getByRole('link', { name: 'Add New Address' })).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill all mandatory fields.');
    await dialog.getByLabel('First Name').fill('Grace');
    await dialog.getByLabel('Last Name').fill('Hopper');
    await dialog.getByLabel('Phone').fill('212-555-0199');
    await dialog.getByLabel('Address Line 1').fill('125 W 31st St');
    await dialog.getByLabel('City').fill('New York');
    await expect(dialog.getByLabel('Country')).toHaveValue('United States');
    await expect(dialog.getByLabel('State')).toHaveValue('Alabama');
    await dialog.getByLabel('Zip Code').fill('10001');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please provide a valid Zip and State');
    await dialog.getByLabel('State').selectOption('New York');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Address added Successfully').last()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Default Shipping Address')).toBeVisible();
  });

  await test.step('add a Canadian address, make it the default, edit it, delete the other', async () => {
    await page.getByRole('button', { name: 'Add New Address' }).or(page.getByRole('link', { name: 'Add New Address' })).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await dialog.getByLabel('First Name').fill('Grace');
    await dialog.getByLabel('Last Name').fill('Hopper');
    await dialog.getByLabel('Phone').fill('416-555-0100');
    await dialog.getByLabel('Address Line 1').fill('100 Queen St W');
    await dialog.getByLabel('City').fill('Toronto');
    await dialog.getByLabel('Country').selectOption('Canada');
    // Changing the country resets the province to the country's first one.
    await expect(dialog.getByLabel('Province')).toHaveValue('Alberta');
    await dialog.getByLabel('Province').selectOption('Ontario');
    await dialog.getByLabel('Postal Code').fill('M5H 2N2');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Address added Successfully').last()).toBeVisible();
    await expect(page.getByText('Shipping Address 2')).toBeVisible();

    await page.getByRole('button', { name: /^Set as Default/ }).click();
    await expect(page.getByText('Default Address Updated').last()).toBeVisible();
    await expect
      .poll(async () => {
        const c = await emulatedCustomer(request, email);
        return c.addresses.find((a) => a.id === c.defaultAddressId)?.city;
      })
      .toBe('Toronto');
    // The book reloads after the toast: edit only once it shows Toronto as the default, or the
    // edit lands on the address that was the default a moment ago.
    await expect(page.getByTestId('address-card').first()).toContainText('Toronto');

    await page.getByRole('button', { name: /^Edit Default Shipping Address/ }).click();
    const update = page.getByRole('dialog', { name: 'Update address' });
    await update.getByLabel('City').fill('Ottawa');
    await update.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Address updated Successfully').last()).toBeVisible();
    await expect(page.getByText('Ottawa')).toBeVisible();

    await page.getByRole('button', { name: /^Delete Shipping Address 2/ }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Address deleted').last()).toBeVisible();
    await expect(page.getByText('Shipping Address 2')).toBeHidden();
    expect((await emulatedCustomer(request, email)).addresses.map((a) => a.city)).toEqual(['Ottawa']);
  });

  await test.step('edit the contact information', async () => {
    await page.getByRole('button', { name: 'Edit contact information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contact Information' });
    await dialog.getByLabel('First Name').fill('Amazing Grace');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact information updated correctly!').last()).toBeVisible();
    await expect(page.getByRole('main').getByText('Amazing Grace Hopper')).toBeVisible();
  });

  await test.step('change the password and keep working', async () => {
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(alertOn(page)).toHaveText('Enter a new password');
    await page.getByLabel('New Password').fill('Newer-pass-2');
    await page.getByLabel('Confirm Password').fill('Newer-pass-3');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(alertOn(page)).toHaveText('Password and Confirm Password Do not match');
    await page.getByLabel('Confirm Password').fill('Newer-pass-2');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByText('Password Changed Successfully').last()).toBeVisible();
    await expect(page.getByLabel('New Password')).toBeHidden();
    // The old token was revoked by the platform; the silent re-login replaced the cookie.
    await page.reload();
    await expect(page.getByRole('main').getByText('Amazing Grace Hopper')).toBeVisible();
  });

  await test.step('send a tax form with a PDF certificate', async () => {
    await expect(page.getByText('non-exempt')).toBeVisible();
    await page.getByRole('button', { name: 'Fill out tax form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tax Exemption Form' });
    await dialog.getByLabel('EIN').fill('12-345');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/required/);
    await dialog.getByLabel('First Name').fill('Grace');
    await dialog.getByLabel('Last Name').fill('Hopper');
    await dialog.getByLabel('EIN').fill('12-3456789');
    await dialog.getByLabel('Address Line 1').fill('125 W 31st St');
    await dialog.getByLabel('City').fill('New York');
    await dialog.getByLabel('State').selectOption('New York');
    await dialog.getByLabel('Zip Code').fill('10001');
    await dialog.getByLabel('Phone').fill('(212) 555-0199');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel(/Certificate of exemption/).setInputFiles({ ...CERTIFICATE, name: 'cut-short.pdf', buffer: CERTIFICATE.buffer.subarray(0, 200) });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('File is required and must be a PDF');
    await dialog.getByLabel(/Certificate of exemption/).setInputFiles(CERTIFICATE);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Tax form submitted').last()).toBeVisible();
    // Review is on by default: the form asks, and someone approves it (tests/e2e/tax-review.spec.ts).
    await expect(page.getByTestId('tax-review')).toContainText('Your tax exemption request is under review.');
    const tags = (await emulatedCustomer(request, email)).tags;
    expect(tags).toContain('tax_exempt_pending');
    expect(tags).not.toContain('tax_exempt_eligible');
    const { submissions } = (await (await request.get(`${EMULATOR}/__emulator/forms?name=tax-form`)).json()) as {
      submissions: { data: Record<string, string>; files: { name: string; size: number }[] }[];
    };
    const mine = submissions.find((s) => s.data.email === email);
    expect(mine?.data.ein).toBe('12-3456789');
    expect(mine?.files[0]?.size).toBe(CERTIFICATE.buffer.length);
  });

  await test.step('log out, then the new password works', async () => {
    await page.getByRole('button', { name: 'Logout' }).or(page.getByRole('link', { name: 'Logout' })).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('session') ?? '')).not.toContain('Grace');
    await page.goto(`${US}/account`);
    await expect(page).toHaveURL(`${US}/login?redirectUrl=%2Faccount`);
    await logIn(page, US, email, 'Newer-pass-2');
    await expect(page).toHaveURL(`${US}/account`);
  });
});

test('the guard sends /account to login and back; redirectUrl never leaves our origin; the token stays out of the page', async ({ page, context }) => {
  await page.goto(`${US}/account/orders/summary`);
  await expect(page).toHaveURL(`${US}/login?redirectUrl=%2Faccount%2Forders%2Fsummary`);
  await logIn(page, US, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${US}/account/orders/summary`);

  const cookie = (await context.cookies()).find((c) => c.name === 'customer_session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  const token = JSON.parse(Buffer.from(cookie!.value, 'base64url').toString()).t as string;
  expect(token.length).toBeGreaterThan(10);
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(storage).not.toContain(token);
  expect(storage).toContain('Dana');
  expect(await page.content()).not.toContain(token);

  await page.evaluate(() => localStorage.clear());
  // Leave the account page first: signed out under it, it sends itself to /login, racing the next goto.
  await page.goto('about:blank');
  await context.clearCookies();
  await page.goto(`${US}/login?redirectUrl=//elsewhere.example/steal`);
  await logIn(page, US, DEMO.email, DEMO.password);
  await expect(page.getByText('Logged in successfully').last()).toBeVisible();
  expect(new URL(page.url()).origin).toBe(US);
});

test('orders: newest first, more on scroll, detail by id and key, forgot password', async ({ page, request }) => {
  await logIn(page, US, DEMO.email, DEMO.password);
  await expect(page.getByText('Logged in successfully').last()).toBeVisible();
  // The first page of the list is asked for once, with the page (not again by the list once its scripts run).
  const firstPageAsks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/account/orders' && new URL(r.url()).searchParams.get('page') === '1') firstPageAsks.push(r.url());
  });
  await page.goto(`${US}/account/orders/summary`);
  const rows = page.getByRole('link', { name: /^View order/ });
  await expect(rows.first()).toBeVisible();
  expect(firstPageAsks).toHaveLength(1);
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(20);
  await page.getByRole('button', { name: 'Load more orders' }).scrollIntoViewIfNeeded().catch(() => {});
  await expect.poll(() => rows.count()).toBeGreaterThan(20);
  // en-US long dates, newest first.
  const dates = await page.locator('main').getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/).allTextContents();
  const times = dates.map((d) => Date.parse(d));
  expect(times).toEqual([...times].sort((a, b) => b - a));

  await rows.first().click();
  await expect(page).toHaveURL(/\/account\/orders\/summary\/\d+\?key=[0-9a-f]+/);
  await expect(page.getByRole('heading', { name: /^Order #\d+/ })).toBeVisible();
  await expect(page.getByText('Subtotal')).toBeVisible();
  await page.goto(page.url().replace(/key=[0-9a-f]+/, 'key=0000'));
  await expect(page.getByText("We couldn't find this order.")).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`${US}/forget-password`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(alertOn(page)).toHaveText('Please enter an email');
  // An address without an account gets the same answer as a known one (no account enumeration), and no mail.
  const nobody = `nobody-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your email for a link to recover your password.')).toBeVisible();
  await expect(alertOn(page)).toBeEmpty();
  await page.getByLabel('Email').fill(END_USER.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your email for a link to recover your password.')).toBeVisible();
  const outbox = async (to: string) => ((await (await request.get(`${EMULATOR}/__emulator/outbox?to=${to}`)).json()) as { messages: unknown[] }).messages;
  await expect.poll(async () => (await outbox(END_USER.email)).length).toBeGreaterThan(0);
  expect(await outbox(nobody)).toEqual([]);
});

test('FR: login and the account area are in French, without the tax box', async ({ page }) => {
  await page.goto(`${FR}/account`);
  await expect(page).toHaveURL(`${FR}/login?redirectUrl=%2Faccount`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(alertOn(page)).toHaveText('Veuillez saisir un e-mail et un mot de passe');
  await logIn(page, FR, DEMO.email, DEMO.password, { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' });
  await expect(page).toHaveURL(`${FR}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('main').getByText(DEMO.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Carnet d’adresses').or(page.getByText("Carnet d'adresses"))).toBeVisible();
  await expect(page.getByText(/exonération/i)).toHaveCount(0);
});

test('reseller host: a new customer is tagged with the reseller id', async ({ page, request }) => {
  const email = `acme-${Date.now()}@example.com`;
  await page.goto(`${ACME}/register`);
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
  await page.getByLabel('Confirm Password').fill('Secret-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await emulatedCustomer(request, email)).tags).toContain('reseller_id=acme');
});

test('an eligible customer switches tax exemption on in the cart, checks out pre-filled, finds the order and reorders it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await logIn(page, US, DEMO.email, DEMO.password);
  await expect(page.getByText('Logged in successfully').last()).toBeVisible();
  await page.goto(`${US}/products/custom-roll-labels`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${US}/cart`);

  const toggle = page.getByRole('switch', { name: 'This order is tax exempt' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(toggle).toBeChecked();
  await expect.poll(async () => (await emulatedCustomer(request, DEMO.email)).taxExempt).toBe(true);
  await toggle.uncheck();
  await expect.poll(async () => (await emulatedCustomer(request, DEMO.email)).taxExempt).toBe(false);

  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await page.waitForURL(new RegExp(`checkout\\.localhost:${EMULATOR_PORT}/cart/c/`));
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.email);
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Birmingham');
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByRole('heading', { name: /Thank you for your order/ })).toBeVisible();
  const orderName = (await page.locator('main').textContent())?.match(/#\d+/)?.[0];
  await page.getByRole('link', { name: 'Return to store' }).click();
  // The confirmation lists the order as the account has it, with a link to its page.
  await expect(page).toHaveURL(`${US}/order-confirmation?order=${encodeURIComponent(orderName!)}`);
  await expect(page.getByTestId('ordered-line')).toContainText('Custom Roll Labels');
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/summary\/[^/?]+\?key=/);
  await expect(page.getByRole('main')).toContainText(orderName!);

  await page.goto(`${US}/account/orders/summary`);
  const newest = page.getByRole('link', { name: /^View order/ }).first();
  await expect(newest).toHaveAccessibleName(`View order ${orderName}`);
  await page.getByRole('button', { name: `Reorder ${orderName}` }).click();
  await expect(page).toHaveURL(`${US}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Custom Roll Labels');
});

test('a signed-in customer who is not eligible is sent to /account from the cart', async ({ page }) => {
  await logIn(page, US, END_USER.email, END_USER.password);
  await expect(page.getByText('Logged in successfully').last()).toBeVisible();
  await page.goto(`${US}/products/custom-roll-labels`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('link', { name: 'Request tax exemption in My Account' })).toHaveAttribute('href', '/account');
  await expect(page.getByRole('switch')).toHaveCount(0);
  await openAccount(page, US, END_USER.name);
});
