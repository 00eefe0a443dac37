import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './account';
import { ACME, FR, US } from './hosts';
import { appReady } from './ready';

const pages = {
  home: `${US}/`,
  collection: `${US}/collections/stickers`,
  category: `${FR}/category/roll-labels`,
  product: `${US}/products/custom-die-cut-stickers`,
  content: `${US}/pages/about-us`,
  'not found': `${US}/pages/404`,
  'reseller home': `${ACME}/`,
  login: `${US}/login`,
  register: `${FR}/register`,
  'forgot password': `${US}/forget-password`,
};

/** Contrast is judged on what a shopper reads once the app runs, not mid-fade (the language tooltip and toasts fade in). */
async function settle(page: Page) {
  await appReady(page);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

for (const [name, url] of Object.entries(pages)) {
  test(`${name} page has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(url);
    await settle(page);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('account pages have no serious or critical axe violations', async ({ page }) => {
  await logIn(page, US, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);
  for (const [path, ready] of [
    ['/account', 'Address Book'],
    ['/account/orders/summary', 'Reorder'],
  ] as const) {
    await page.goto(`${US}${path}`);
    await expect(page.getByRole('main').getByText(ready).first()).toBeVisible();
    // The sign-in toast can appear after the page settles and be judged mid-fade: let it go first.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await settle(page);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
