import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './account';
import { configuratorTotal } from './shop';
import { ACME, FR, US } from './hosts';

/**
 * Pages that fill themselves in the browser hold still while they do: the
 * cart (stored in the browser) replaces its placeholder with its lines, or
 * with the empty cart, and the orders list its placeholder with the orders,
 * without moving what is below. Layout shifts are
 * summed as the browser reports them (the score Lighthouse calls CLS).
 * And the pages with forms report no Content-Security-Policy violation.
 */

const CLS_LIMIT = 0.05;

/** Sums the page's layout shifts from its first paint on (not those right after an input, which the shopper caused). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const holder = window as unknown as { __shifts: number };
    holder.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) holder.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

/** A cart of two lines as a shopper builds it on the US site (the stored text, to put on any host). */
async function storedCart(page: Page): Promise<string> {
  for (const handle of ['custom-roll-labels', 'kraft-paper-roll-labels']) {
    await page.goto(`${US}/products/${handle}`);
    await configuratorTotal(page);
    await page.locator('button[data-early-press="add-to-cart"]').click();
    await expect(page).toHaveURL(`${US}/cart`);
  }
  return page.evaluate(() => localStorage.getItem('cart')!);
}

let twoLines = '';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  twoLines = await storedCart(page);
  await page.close();
});

for (const { site, name } of [
  { site: US, name: 'US' },
  { site: FR, name: 'French' },
  { site: ACME, name: 'reseller' },
]) {
  for (const width of [390, 1280]) {
    test(`${name} cart at ${width} px: the empty cart appears without moving the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await watchShifts(page);
      await page.goto(`${site}/cart`);
      await expect(page.getByTestId('cart-skeleton')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: /Continue Shopping|Continuer/i })).toBeVisible();
      await page.waitForTimeout(300);
      expect(await shifts(page)).toBeLessThan(CLS_LIMIT);
    });

    test(`${name} cart at ${width} px: two stored lines take the placeholder's place without moving the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${site}/robots.txt`);
      await page.evaluate((value) => localStorage.setItem('cart', value), twoLines);
      await watchShifts(page);
      await page.goto(`${site}/cart`);
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await page.waitForTimeout(300);
      expect(await shifts(page)).toBeLessThan(CLS_LIMIT);
    });
  }
}

for (const { site, name } of [
  { site: US, name: 'US' },
  { site: FR, name: 'French' },
]) {
  for (const width of [390, 1280]) {
    test(`${name} orders at ${width} px: the orders replace the placeholder without moving the menu or the footer`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${site}/robots.txt`);
      const status = await page.evaluate(
        async (body) => (await fetch('/api/session/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
        { email: DEMO.email, password: DEMO.password },
      );
      expect(status).toBe(200);
      await watchShifts(page);
      await page.goto(`${site}/account/orders/summary`);
      await expect(page.getByTestId('order-row').first()).toBeVisible();
      await page.waitForTimeout(300);
      expect(await shifts(page)).toBeLessThan(CLS_LIMIT);
    });
  }
}

test('the placeholder says it is loading, and is sized from the stored cart before the first paint', async ({ page }) => {
  await page.goto(`${US}/robots.txt`);
  await page.evaluate((value) => localStorage.setItem('cart', value), twoLines);
  // Without the bundles, the server's HTML and its inline script are all there is.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
  await page.goto(`${US}/cart`);
  const placeholder = page.getByTestId('cart-skeleton');
  await expect(page.locator('html')).toHaveAttribute('data-cart-lines', '2');
  await expect(placeholder).toHaveAttribute('aria-busy', 'true');
  await expect(placeholder.getByRole('status')).toHaveText('Loading your cart…');
});

for (const { site, path } of [
  { site: US, path: '/cart' },
  { site: US, path: '/login' },
  { site: US, path: '/register' },
  { site: US, path: '/pages/contact-us' },
  { site: FR, path: '/cart' },
  { site: FR, path: '/login' },
  { site: FR, path: '/pages/contact-us' },
]) {
  test(`${site}${path} reports no Content-Security-Policy violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const holder = window as unknown as { __violations: string[] };
      holder.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => holder.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(`${site}${path}`);
    // Hydrated: the forms' schemas are built by now.
    await expect(page.locator('[data-testid="cart-skeleton"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
}
