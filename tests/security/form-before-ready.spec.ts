import { expect, test } from '@playwright/test';
import { DEMO, openAccount } from '../e2e/account';
import { FR, US } from '../e2e/hosts';
import { openBeforeReady } from '../e2e/ready';

/**
 * A form sent before the page's scripts have run (a slow phone, a fast
 * finger) is never submitted by the browser itself: that would put every
 * field, the password among them, into the address bar, the history and the
 * server's logs. It is held, and sent by the app once it is ready.
 */

for (const { origin, email, password, submit, path } of [
  { origin: US, email: 'Email', password: 'Password', submit: 'Sign In', path: '/login' },
  { origin: FR, email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter', path: '/login' },
]) {
  test(`${origin}${path}: a sign-in sent before the page is ready keeps the password out of the URL and signs in once it is`, async ({ page }) => {
    const release = await openBeforeReady(page, `${origin}${path}`);
    await page.getByLabel(email, { exact: true }).fill(DEMO.email);
    await page.getByLabel(password, { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: submit }).click();
    expect(page.url()).toBe(`${origin}${path}`);

    release();
    // Signed in, sent on to the store: the session opens the account.
    await expect(page).toHaveURL(`${origin}/`, { timeout: 30_000 });
    await openAccount(page, origin, DEMO.name);
  });
}
