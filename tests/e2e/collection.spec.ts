import { expect, test } from '@playwright/test';
import { US } from './hosts';

const cards = 'main article:has(a[href^="/products/"])';

test('the grid shows 5 products, then 5 more on scroll after 3 s, until all are seen', async ({ page }) => {
  await page.goto(`${US}/collections/all`);
  await expect(page.locator(cards)).toHaveCount(5);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator(cards)).toHaveCount(10, { timeout: 8000 });
  for (let i = 0; i < 8; i++) {
    if (await page.getByText('Yay! You have seen it all').isVisible()) break;
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForTimeout(3500);
  }
  await expect(page.getByText('Yay! You have seen it all')).toBeVisible();
});

test('sorting by price and by name reorders the grid', async ({ page }) => {
  await page.goto(`${US}/collections/all`);
  const prices = async () =>
    (await page.locator(cards).allInnerTexts()).map((t) => Number(/\$([\d.]+)/.exec(t)?.[1] ?? NaN));
  const names = async () => (await page.locator(`${cards} a[href^="/products/"]`).allInnerTexts()).map((t) => t.trim());
  const sorted = (xs: number[], dir: 1 | -1) => xs.every((v, i) => i === 0 || dir * (v - xs[i - 1]!) >= 0);

  await page.getByLabel('Sort by').selectOption('LowToHigh');
  await expect.poll(async () => sorted(await prices(), 1)).toBe(true);
  await page.getByLabel('Sort by').selectOption('HighToLow');
  await expect.poll(async () => sorted(await prices(), -1)).toBe(true);
  await page.getByLabel('Sort by').selectOption('AscOrder');
  await expect
    .poll(async () => {
      const n = await names();
      return n.join('|') === [...n].sort((a, b) => a.localeCompare(b)).join('|');
    })
    .toBe(true);
});

test('the sort stays in the URL: a sorted collection reloads sorted, and Back undoes the sort', async ({ page }) => {
  await page.goto(`${US}/collections/all`);
  const names = async () => (await page.locator(`${cards} a[href^="/products/"]`).allInnerTexts()).map((t) => t.trim());
  const featured = await names();
  await page.getByLabel('Sort by').selectOption('AscOrder');
  await expect(page).toHaveURL(`${US}/collections/all?sort=AscOrder`);
  await expect.poll(names).not.toEqual(featured);
  const az = await names();

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('AscOrder');
  await expect.poll(names).toEqual(az);

  await page.goBack();
  await expect(page).toHaveURL(`${US}/collections/all`);
  await expect(page.getByLabel('Sort by')).toHaveValue('none');
  // Scrolling may have revealed more cards meanwhile: the collection's own order starts as it did.
  await expect.poll(async () => (await names()).slice(0, featured.length)).toEqual(featured);
});

test('the filter sidebar: brand checkboxes with Clear filters, and an open/close toggle below 1025 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(`${US}/right-sidebar/collection`);
  const indoor = page.getByRole('checkbox', { name: 'Indoor', exact: true });
  await expect(indoor).toBeHidden();
  await page.getByRole('button', { name: 'Show filters' }).click();
  await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(indoor).toBeVisible();
  for (const name of ['Material Group', 'Adhesive', 'Material Color']) {
    await expect(page.getByRole('group', { name })).toContainText('No options available');
  }
  const clear = page.getByRole('button', { name: 'Clear filters' });
  await expect(clear).toBeDisabled();
  await indoor.check();
  await expect(clear).toBeEnabled();
  await clear.click();
  await expect(indoor).not.toBeChecked();
  await expect(clear).toBeDisabled();
  await page.getByRole('button', { name: 'Hide filters' }).click();
  await expect(indoor).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: 'Show filters' })).toBeHidden();
  await expect(indoor).toBeVisible();
});
