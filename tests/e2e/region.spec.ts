import { expect, test } from '@playwright/test';
import { CA, US } from './hosts';

test('switching region with an empty cart goes straight to the other site', async ({ page }) => {
  await page.goto(`${US}/`);
  await page.getByRole('button', { name: /Region and language/ }).click();
  await page.getByRole('button', { name: 'Canada' }).click();
  await expect(page).toHaveURL(`${CA}/`);
});

test('switching region with items in the cart asks first, in both languages', async ({ page }) => {
  await page.goto(`${US}/`);
  await page.evaluate(() =>
    localStorage.setItem('cart', JSON.stringify({ state: { lines: [{ lineItemId: '1', id: 'gid://shopify/ProductVariant/1', qty: 100, properties: {} }] }, version: 1 })),
  );
  await page.reload();
  await page.getByRole('button', { name: /Region and language/ }).click();
  await page.getByRole('button', { name: 'Canada' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Your cart will be lost if you switch region.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${US}/`);

  await page.goto(`${US}/?lang=fr`);
  await page.getByRole('button', { name: /Région et langue/ }).click();
  await page.getByRole('button', { name: 'Canada' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Votre panier sera perdu');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(`${CA}/`);
});
