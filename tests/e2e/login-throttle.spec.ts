import { expect, test, type Page } from '@playwright/test';
import { registerCustomer, type Customer } from '../security/customers';
import { answer, HOST, jsonRequest, uniqueLoopbackIp } from '../security/raw-http';
import { alertOn, logIn } from './account';
import { FR, US } from './hosts';

/**
 * Signing in while someone else guesses the password: the attacker's
 * failures (from other addresses) make the server ask for reCAPTCHA, which
 * the login form completes by itself (v3 is invisible), so the owner just
 * signs in. When the token does not pass, the form says so in the page's
 * language instead of blaming the password.
 */

/** Six wrong passwords, each from its own address: enough for the server to ask for reCAPTCHA on this email. */
async function attackerFails(customer: Customer): Promise<void> {
  for (let i = 0; i < 6; i++) {
    const res = await answer(jsonRequest('POST', HOST.us, '/api/session/login', { email: customer.email, password: `Wrong-guess-${i}` }, { localAddress: uniqueLoopbackIp() }));
    expect([401, 400], `attacker's guess ${i}: ${res.text}`).toContain(res.status);
  }
}

/** The bodies the page posts to /api/session/login. */
function loginPosts(page: Page): Record<string, unknown>[] {
  const posts: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/session/login') posts.push(request.postDataJSON() as Record<string, unknown>);
  });
  return posts;
}

test('the owner signs in through the form after an attacker failed on the account, the reCAPTCHA step passing unseen', async ({ page }) => {
  const customer = await registerCustomer('e2e-owner');
  await attackerFails(customer);
  const posts = loginPosts(page);

  await logIn(page, US, customer.email, customer.password);
  await expect(page.getByText('Logged in successfully').last()).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  expect(posts).toHaveLength(2);
  expect(posts[0]).not.toHaveProperty('recaptchaToken');
  expect(posts[1]).toMatchObject({ email: customer.email, recaptchaToken: expect.stringMatching(/^emu\.login\./) });
});

const FAILED = [
  {
    name: 'English',
    host: US,
    labels: { email: 'Email', password: 'Password', submit: 'Sign In' },
    message: "We couldn't confirm that this sign-in comes from a person rather than a program, so your password was not checked. Please try again in a moment.",
  },
  {
    name: 'French',
    host: FR,
    labels: { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' },
    message: "Nous n'avons pas pu confirmer que cette connexion vient d'une personne et non d'un programme : votre mot de passe n'a pas été vérifié. Veuillez réessayer dans un instant.",
  },
] as const;

for (const c of FAILED) {
  test(`${c.name}: the form says clearly when the reCAPTCHA step does not pass`, async ({ page }) => {
    const customer = await registerCustomer(`e2e-lowscore-${c.name}`);
    await attackerFails(customer);
    // The emulator's reCAPTCHA stand-in then mints tokens scored 0.1: below the server's minimum.
    await page.addInitScript(() => {
      (window as { __recaptchaLowScore?: boolean }).__recaptchaLowScore = true;
    });
    const posts = loginPosts(page);

    await page.goto(`${c.host}/login`);
    await logIn(page, c.host, customer.email, customer.password, c.labels);
    await expect(alertOn(page)).toHaveText(c.message);
    await expect(page.getByRole('button', { name: c.labels.submit })).toBeEnabled();
    await expect(page).toHaveURL(/\/login/);
    expect(posts).toHaveLength(2);
  });
}
