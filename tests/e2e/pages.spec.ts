import { expect, test } from '@playwright/test';
import { ACME, NORTHWIND, US } from './hosts';

test('a reseller category link with the reseller prefix lands on the stripped URL', async ({ page }) => {
  await page.goto(`${ACME}/category/acme-stickers`);
  await expect(page).toHaveURL(`${ACME}/category/stickers`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the right-sidebar template page has filters, a breadcrumb, similar products and a side banner', async ({ page }) => {
  await page.goto(`${US}/right-sidebar/collection`);
  await expect(page.getByRole('heading', { name: 'Filters' })).toBeVisible();
  for (const brand of ['Indoor', 'Short-Term Outdoor', 'Outdoor']) {
    // One checkbox per brand once the streamed sidebar has replaced its server stand-in.
    await expect(page.getByLabel(brand, { exact: true })).toHaveCount(1);
    await expect(page.getByLabel(brand, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Similar products' })).toBeVisible();
  await expect(page.getByText('Need a custom size?')).toBeVisible();
});

test('the no-sidebar template page holds static text', async ({ page }) => {
  await page.goto(`${US}/no-sidebar/collection`);
  await expect(page.getByText('Browse our full range of custom printed labels and stickers.')).toBeVisible();
});

for (const name of ['lookbook', 'collection', 'dashboard', 'faq', 'contact']) {
  test(`/pages/${name} is a placeholder screen`, async ({ page }) => {
    const res = await page.goto(`${US}/pages/${name}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('content pages come from the store, reseller pages first', async ({ page }) => {
  await page.goto(`${US}/pages/about-us`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${ACME}/pages/about-us`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/acme/i);
});

const NOT_FOUND = "Sorry, but we can't seem to find what you're looking for.";

for (const locale of ['en', 'fr'] as const) {
  test(`a reseller's footer contact link opens its own contact page, never the company's (${locale})`, async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: NORTHWIND }]);
    await page.goto(NORTHWIND);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(`${NORTHWIND}/pages/contact-us`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Northwind Print');
    await expect(page.getByText('studio@northwind-print.example.org').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText('PrintCo');
    await expect(page).toHaveTitle(/\| Northwind Print$/);
  });
}

test('a reseller without its own page shows not found, not the company\'s page; no host opens another tenant\'s page', async ({ page }) => {
  // Acme has no contact page of its own: the company's (with the company's phone and address) is not a fallback.
  const acmeContact = await page.goto(`${ACME}/pages/contact-us`);
  expect(acmeContact?.status()).toBe(404);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.locator('body')).not.toContainText('1-800-555-0142');
  for (const url of [`${ACME}/pages/northwind-about-us`, `${US}/pages/acme-about-us`, `${US}/category/acme-labels`, `${US}/products/ca-bilingual-product-labels`, `${ACME}/products/fr-etiquettes-vin`]) {
    await page.goto(url);
    await expect(page.getByText(NOT_FOUND), url).toBeVisible();
  }
  // Its own shipping page it does have.
  await page.goto(`${ACME}/pages/shipping-policy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping');
  await expect(page).toHaveTitle(/\| Acme Promo$/);
});
