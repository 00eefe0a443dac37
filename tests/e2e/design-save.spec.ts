import { expect, test } from '@playwright/test';
import { END_USER, logIn } from './account';
import { addText, designModal, openEditor } from './design';
import { US } from './hosts';
import { configuratorTotal } from './shop';

/**
 * Save Artwork (issue 12 opens it; its whole flow is issue 13's): a visitor
 * names the project, is sent to sign in, and comes back to the product with
 * the editor reopened; the project is saved to the account on sign-in.
 */
test('a visitor saves a design: the name is required, sign-in keeps the project and reopens the editor', async ({ page }) => {
  test.slow();
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);
  const frame = await openEditor(page, 'DESIGN NOW');
  await addText(frame);

  await designModal(page).getByRole('button', { name: 'Save Artwork' }).click();
  const save = page.getByTestId('design-save');
  await expect(save.getByLabel(/Project name/)).toBeFocused();
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save.getByText('Please provide a name')).toBeVisible();
  await save.getByRole('button', { name: 'CANCEL' }).click();
  await expect(save).toHaveCount(0);

  await designModal(page).getByRole('button', { name: 'Save Artwork' }).click();
  await page.getByTestId('design-save').getByLabel(/Project name/).fill('Spring labels');
  await page.getByTestId('design-save').getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/login\?redirectUrl=%2Fproducts%2Fcustom-roll-labels$/);
  expect(await page.evaluate(() => window.localStorage.getItem('pending_saved_project'))).toContain('Spring labels');

  await logIn(page, US, END_USER.email, END_USER.password);
  await page.waitForURL(`${US}/products/custom-roll-labels`);
  await expect(designModal(page)).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('pending_saved_project'))).toBeNull();

  await page.goto(`${US}/account/artwork`);
  await expect(page.getByText('Spring labels')).toBeVisible();
});
