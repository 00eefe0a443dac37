import { expect, test } from '@playwright/test';
import { FR, US } from './hosts';

test('the FR site defaults to French and ?lang= switches and remembers the language', async ({ page }) => {
  await page.goto(`${FR}/collections/roll-labels`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto(`${FR}/collections/roll-labels?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Sort by')).toBeVisible();
  // The choice is stored: the next page without ?lang= stays English.
  await page.goto(`${FR}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language tooltip shows once for 5 seconds, then never again', async ({ page }) => {
  await page.goto(`${US}/`);
  const tip = page.getByText('You can change the language here');
  await expect(tip).toBeVisible();
  await expect(tip).toBeHidden({ timeout: 7000 });
  await page.reload();
  await page.waitForTimeout(500);
  await expect(tip).toBeHidden();
});
