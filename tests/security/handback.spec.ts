import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { ACCOUNTS_ACME, ACCOUNTS_NORTHWIND, ACCOUNTS_US, viaLoopback } from '../e2e/hosts';
import { signInOnPlatform } from '../e2e-accounts/platform';

/**
 * Every store host signs in through the one registered callback, which
 * hands the sign-in back to the host it started on. A hand-back caught on
 * its way (a log, a shared link, a proxy) must open nothing: not on another
 * host, not for another tenant, not in another browser, and not twice.
 */

/** A customer of this test alone: the platform mails each sign-in's code to the address, and two sign-ins at once would read each other's. */
const freshEmail = () => `handback-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Signs in on `origin` in a fresh browser up to the hand-back, which is held
 * back: its address and the browser that started it. Browsers follow the
 * redirects after the platform's code form on their own, so the form's
 * answer is taken here instead and the callback followed one step by hand.
 */
async function caughtHandback(browser: Browser, origin: string): Promise<{ url: string; context: BrowserContext }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let caught = '';
  await page.route('**/login/code', async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    const callback = viaLoopback(answer.headers()['location'] ?? '');
    const back = await context.request.get(callback.url, { headers: callback.headers, maxRedirects: 0 });
    caught = back.headers()['location'] ?? '';
    await route.abort();
  });
  await page.goto(`${origin}/login`);
  await signInOnPlatform(page, freshEmail());
  await expect.poll(() => caught).not.toBe('');
  await page.close();
  return { url: caught, context };
}

/** The hand-back's token presented at `origin` by a client without the browser's cookies: where it is sent, and whether a session came with it. */
async function replay(request: import('@playwright/test').APIRequestContext, origin: string, handback: string) {
  const token = new URL(handback).searchParams.get('t')!;
  const target = viaLoopback(`${origin}/api/session/handback?t=${encodeURIComponent(token)}`);
  const res = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
  return { status: res.status(), location: res.headers()['location'] ?? '', setsSession: (res.headers()['set-cookie'] ?? '').includes('customer_session=') };
}

test('a hand-back opens a session only on its own host and tenant, in the browser that started it, once', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { url, context } = await caughtHandback(browser, ACCOUNTS_ACME);
  expect(new URL(url).host).toBe(new URL(ACCOUNTS_ACME).host);

  // Another reseller's host, and a company site: refused, and the token is not spent by trying.
  for (const origin of [ACCOUNTS_NORTHWIND, ACCOUNTS_US]) {
    const answer = await replay(request, origin, url);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${origin}/?signInFailed=1`);
    expect(answer.setsSession).toBe(false);
  }

  // The browser that started it takes it…
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  expect((await context.cookies(ACCOUNTS_ACME)).some((c) => c.name === 'customer_session' && c.httpOnly)).toBe(true);

  // …once.
  const again = await replay(request, ACCOUNTS_ACME, url);
  expect(again.location).toBe(`${ACCOUNTS_ACME}/?signInFailed=1`);
  expect(again.setsSession).toBe(false);
  await context.close();
});

test('a hand-back forwarded to another browser is refused there and spent', async ({ browser }) => {
  test.setTimeout(90_000);
  const { url, context } = await caughtHandback(browser, ACCOUNTS_ACME);
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(url);
  await expect(stranger).toHaveURL(`${ACCOUNTS_ACME}/`);
  expect((await other.cookies(ACCOUNTS_ACME)).some((c) => c.name === 'customer_session')).toBe(false);
  // The shopper's own browser can no longer use it either: a caught link is worth nothing.
  const page = await context.newPage();
  await page.goto(url);
  expect((await context.cookies(ACCOUNTS_ACME)).some((c) => c.name === 'customer_session')).toBe(false);
  await Promise.all([context.close(), other.close()]);
});

test('the callback takes a state once, and one it never issued leads nowhere', async ({ request }) => {
  const target = viaLoopback(`${ACCOUNTS_US}/api/session/callback?code=forged&state=never-issued`);
  const res = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
  expect(res.status()).toBe(400);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(await res.text()).toContain('This sign-in link has expired');
});

test('signing in through the platform from /login?redirectUrl=/.//attacker.localhost:4000/pwned stays on the store', async ({ page }) => {
  test.setTimeout(60_000);
  const attempts: string[] = [];
  await page.context().route(
    (url) => url.hostname.endsWith('attacker.localhost'),
    (route) => {
      attempts.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await page.goto(`${ACCOUNTS_US}/login?redirectUrl=${encodeURIComponent('/.//attacker.localhost:4000/pwned')}`);
  await signInOnPlatform(page, freshEmail());
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(ACCOUNTS_US);
  expect(attempts).toEqual([]);
});

test('with platform sign-in, the password routes answer 404 and never reach the legacy API', async ({ request }) => {
  for (const [path, body] of [
    ['/api/session/login', { email: 'demo@example.com', password: 'Demo-pass-1' }],
    ['/api/session/recover', { email: 'demo@example.com' }],
    ['/api/tagging/create-customer', { firstName: 'A', lastName: 'B', email: 'new@example.com', password: 'Secret-pass-1', confirmPassword: 'Secret-pass-1' }],
  ] as const) {
    const target = viaLoopback(`${ACCOUNTS_US}${path}`);
    const res = await request.post(target.url, { headers: { ...target.headers, origin: ACCOUNTS_US, 'content-type': 'application/json' }, data: body });
    expect(res.status(), path).toBe(404);
  }
});
