import { expect, test } from '@playwright/test';
import { ACME, US } from './hosts';

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
