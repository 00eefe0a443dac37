import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../e2e/account';
import { US } from '../e2e/hosts';
import { registerCustomer } from './customers';

/**
 * Open redirect, in the browser: crafted redirectUrl values on /login whose
 * dot segments and encodings normalise to "//attacker.localhost:4000/…" must
 * leave the shopper on our own origin, whether already signed in or signing
 * in now. Requests to the attacker are blocked and recorded, so a redirect
 * is caught even when the page it would load never arrives.
 */

const STORE_HOST = new URL(US).host;

/** Blocks and records every request to attacker.localhost made by the page or anything it opens. */
async function guardAttacker(page: Page): Promise<string[]> {
  const attempts: string[] = [];
  await page.context().route(
    (url) => url.hostname === 'attacker.localhost' || url.hostname.endsWith('.attacker.localhost'),
    (route) => {
      attempts.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return attempts;
}

/** Waits until the page has left /login (or never does) and the network is quiet. */
async function settle(page: Page) {
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

test('a signed-in shopper opening /login?redirectUrl=%2F..%2F%2Fattacker.localhost%3A4000%2Fx stays on the store', async ({ page }) => {
  const customer = await registerCustomer('redirect-signed-in');
  const attempts = await guardAttacker(page);
  await logIn(page, US, customer.email, customer.password);
  await expect(page.getByText('Logged in successfully').last()).toBeVisible();
  await settle(page);

  await page.goto(`${US}/login?redirectUrl=%2F..%2F%2Fattacker.localhost%3A4000%2Fx`);
  await settle(page);
  expect(attempts, 'requests to attacker.localhost').toEqual([]);
  expect(new URL(page.url()).host, `ended on ${page.url()}`).toBe(STORE_HOST);
});

test('signing in from /login?redirectUrl=/.//attacker.localhost:4000/pwned stays on the store', async ({ page }) => {
  const customer = await registerCustomer('redirect-sign-in');
  const attempts = await guardAttacker(page);
  await page.goto(`${US}/login?redirectUrl=/.//attacker.localhost:4000/pwned`);
  await logIn(page, US, customer.email, customer.password);
  await settle(page);
  expect(attempts, 'requests to attacker.localhost').toEqual([]);
  expect(new URL(page.url()).host, `ended on ${page.url()}`).toBe(STORE_HOST);
  // And the sign-in itself worked (else staying put would prove nothing).
  await expect(page.getByText('Logged in successfully').last()).toBeVisible();
});
