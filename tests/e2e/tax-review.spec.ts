import { expect, test } from '@playwright/test';
import { emulatedCustomer, logIn } from './account';
import { US } from './hosts';
import { newEndUser, reviewerOpens, sendTaxForm } from './tax-review';

/**
 * Tax exemption is reviewed (TAX_EXEMPT_REVIEW=on, the default): a customer's tax form only asks; the
 * account's tax box says the request is under review, in English and in French; someone approves it on the
 * emulator's forms page (the form handler's side), and only then can the customer switch exemption on in
 * the cart. Rejected, the request is gone and the cart sends them back to the account.
 */

const UNDER_REVIEW_EN = 'Your tax exemption request is under review.';
const UNDER_REVIEW_FR = "Votre demande d'exonération de taxes est en cours d'examen.";

async function openCart(page: import('@playwright/test').Page) {
  await page.goto(`${US}/products/custom-roll-labels`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(`${US}/cart`);
}

test('a tax form waits for review; once approved on the forms page the customer can switch exemption on', async ({ page, request }) => {
  test.setTimeout(180_000);
  const customer = await newEndUser('approve');
  await logIn(page, US, customer.email, customer.password);
  await expect(page.getByText('Logged in successfully').last()).toBeVisible();

  await test.step('send the tax form: the box says the request is under review', async () => {
    await page.goto(`${US}/account`);
    await expect(page.getByTestId('tax-status')).toHaveText('non-exempt');
    await sendTaxForm(page);
    await expect(page.getByText('Tax form submitted').last()).toBeVisible();
    await expect(page.getByTestId('tax-review')).toContainText(UNDER_REVIEW_EN);
    const tags = (await emulatedCustomer(request, customer.email)).tags;
    expect(tags).toContain('tax_exempt_pending');
    expect(tags).not.toContain('tax_exempt_eligible');
  });

  await test.step('the same box in French', async () => {
    await page.goto(`${US}/account?lang=fr`);
    await expect(page.getByRole('heading', { name: "Statut d'exonération de taxes" })).toBeVisible();
    await expect(page.getByTestId('tax-review')).toContainText(UNDER_REVIEW_FR);
    await page.goto(`${US}/account?lang=en`);
    await expect(page.getByTestId('tax-review')).toContainText(UNDER_REVIEW_EN);
  });

  await test.step('the cart says so too, and offers no switch yet', async () => {
    await openCart(page);
    await expect(page.getByText(UNDER_REVIEW_EN)).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
  });

  await test.step('a reviewer opens the certificate and approves the form on the forms page', async () => {
    const form = await reviewerOpens(page, customer.email);
    await expect(form.locator('[data-review]')).toHaveText(/^Pending review/);
    const certificate = await page.request.get(new URL((await form.getByRole('link', { name: 'certificate.pdf' }).getAttribute('href'))!, page.url()).href);
    expect(certificate.headers()['content-type']).toBe('application/pdf');
    expect((await certificate.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await form.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toContainText('approved: tax_exempt_pending removed and tax_exempt_eligible added');
    const decided = page.getByRole('article').filter({ hasText: customer.email });
    await expect(decided.locator('[data-review]')).toHaveText(/^Approved/);
    await expect(decided.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(decided.locator('[data-tags]')).toHaveText('end_user_of, tax_exempt_eligible');
  });

  await test.step('the customer is eligible: no review note, and the cart’s switch works', async () => {
    await page.goto(`${US}/account`);
    await expect(page.getByTestId('tax-status')).toHaveText('non-exempt');
    await expect(page.getByTestId('tax-review')).toHaveCount(0);
    await openCart(page);
    const toggle = page.getByRole('switch', { name: 'This order is tax exempt' });
    await toggle.check();
    await expect(toggle).toBeChecked();
    await expect.poll(async () => (await emulatedCustomer(request, customer.email)).taxExempt).toBe(true);
  });
});

test('a rejected tax form leaves the customer without exemption, sent back to the account from the cart', async ({ page, request }) => {
  test.setTimeout(180_000);
  const customer = await newEndUser('reject');
  await logIn(page, US, customer.email, customer.password);
  await expect(page.getByText('Logged in successfully').last()).toBeVisible();
  await page.goto(`${US}/account`);
  await sendTaxForm(page);
  await expect(page.getByTestId('tax-review')).toContainText(UNDER_REVIEW_EN);

  const form = await reviewerOpens(page, customer.email);
  await form.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status')).toContainText('rejected: tax_exempt_pending removed from customer');
  await expect(page.getByRole('article').filter({ hasText: customer.email }).locator('[data-review]')).toHaveText(/^Rejected/);
  expect((await emulatedCustomer(request, customer.email)).tags).toEqual(['end_user_of']);

  await page.goto(`${US}/account`);
  await expect(page.getByTestId('tax-status')).toHaveText('non-exempt');
  await expect(page.getByTestId('tax-review')).toHaveCount(0);
  await openCart(page);
  await expect(page.getByRole('link', { name: 'Request tax exemption in My Account' })).toHaveAttribute('href', '/account');
  await expect(page.getByRole('switch')).toHaveCount(0);
});
