import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { certificatePdf } from '../fixtures/pdf';
import { EMULATOR } from './hosts';

/** Customer steps shared by the account specs. */

export const DEMO = { email: 'demo@example.com', password: 'Demo-pass-1', name: 'Dana Demo' };
export const END_USER = { email: 'enduser@example.com', password: 'Demo-pass-1', name: 'Evan User' };

/** A readable one-page PDF (the server parses the certificate; a name or a magic number is not enough). */
export const CERTIFICATE = { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from(certificatePdf()) };

export interface EmulatedCustomer {
  id: string;
  email: string;
  firstName: string;
  tags: string[];
  taxExempt: boolean;
  defaultAddressId: string | null;
  addresses: { id: string; city: string; province: string }[];
}

export async function emulatedCustomer(request: APIRequestContext, email: string): Promise<EmulatedCustomer> {
  const res = await request.get(`${EMULATOR}/__emulator/customers/${encodeURIComponent(email)}`);
  expect(res.ok(), `customer ${email}`).toBe(true);
  return (await res.json()) as EmulatedCustomer;
}

export async function logIn(page: Page, origin: string, email: string, password: string, labels = { email: 'Email', password: 'Password', submit: 'Sign In' }) {
  if (!page.url().includes('/login')) await page.goto(`${origin}/login`);
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

/** The /account overview, once the customer's details are shown. */
export async function openAccount(page: Page, origin: string, name: string) {
  await page.goto(`${origin}/account`);
  await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
}

/** A form's error message (Next's own route announcer is an empty role=alert too). */
export const alertOn = (page: Page) => page.locator('[role=alert]:not(#__next-route-announcer__)');
