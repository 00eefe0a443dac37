import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain ESM helper shared with npm start and the benchmarks
import { DEV_SECRETS } from '../../scripts/env.mjs';
import { CERTIFICATE } from './account';
import { EMULATOR } from './hosts';

/** Tax-exemption review steps shared by the browser and attack suites. */

export interface EndUser {
  id: number;
  email: string;
  password: string;
  firstName: string;
}


/**
 * A new customer tagged end_user_of, made through the tagging service with its key, as the store's staff
 * would (no storefront page adds that tag): the shared demo customers stay as they are for other tests.
 */
export async function newEndUser(label: string): Promise<EndUser> {
  const user = { email: `tax-${label}-${randomUUID().slice(0, 10)}@example.com`, password: `Tax-pass-${randomUUID().slice(0, 8)}`, firstName: 'Terry' };
  const res = await fetch(`${EMULATOR}/tagging/create-customer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tagging-key': (DEV_SECRETS as Record<string, string>).TAGGING_API_KEY! },
    body: JSON.stringify({ ...user, lastName: 'Taxpayer', tags: ['end_user_of'] }),
  });
  if (res.status !== 200) throw new Error(`the tagging service refused ${user.email}: ${res.status} ${await res.text()}`);
  const { customer } = (await res.json()) as { customer: { id: number } };
  return { ...user, id: customer.id };
}

/** Opens the tax form from the account's Tax Exempt Status box, fills it in and sends it (English labels). */
export async function sendTaxForm(page: Page, file = CERTIFICATE): Promise<void> {
  await page.getByRole('button', { name: 'Fill out tax form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tax Exemption Form' });
  await dialog.getByLabel('EIN').fill('12-3456789');
  await dialog.getByLabel('Address Line 1').fill('125 W 31st St');
  await dialog.getByLabel('City').fill('New York');
  await dialog.getByLabel('State').selectOption('New York');
  await dialog.getByLabel('Zip Code').fill('10001');
  await dialog.getByLabel('Phone').fill('(212) 555-0199');
  await dialog.getByLabel(/Certificate of exemption/).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

/** The emulator's forms page, as a reviewer opens it: the tax forms, and the one this customer sent. */
export async function reviewerOpens(page: Page, email: string): Promise<Locator> {
  await page.goto(`${EMULATOR}/__emulator/forms?name=tax-form`);
  const form = page.getByRole('article').filter({ hasText: email });
  await expect(form).toHaveCount(1);
  return form;
}
