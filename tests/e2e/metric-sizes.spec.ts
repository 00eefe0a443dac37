import { expect, test, type Page } from '@playwright/test';
import { discPng, uploadArtwork } from './artwork';
import { designModal, openEditor } from './design';
import { ACME, FR, US } from './hosts';
import { configuratorTotal } from './shop';

/**
 * The French site shows its sizes in millimetres beside the catalogue's
 * inches, and takes a custom size in either unit; the line still carries
 * inches. The other sites, a reseller's included, show inches alone.
 */

const optionTexts = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('option').evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent?.trim()]));

const cartProperties = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cart')!) as { state: { lines: { properties: Record<string, string> }[] } }).state.lines[0]!.properties);

test('fr: the sizes read in millimetres too, their values unchanged', async ({ page }) => {
  await page.goto(`${FR}/products/custom-roll-labels`);
  await configuratorTotal(page);
  await expect.poll(() => optionTexts(page, 'Taille')).toEqual([
    ['2" x 2"', '2" x 2" (51 × 51 mm)'],
    ['3" x 3"', '3" x 3" (76 × 76 mm)'],
    ['2" x 4"', '2" x 4" (51 × 102 mm)'],
    ['4" x 6"', '4" x 6" (102 × 152 mm)'],
    ['__custom__', 'Taille personnalisée'],
  ]);
});

test('fr, in English: the French site keeps its millimetres in either language', async ({ page }) => {
  await page.goto(`${FR}/products/custom-roll-labels?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await configuratorTotal(page);
  await expect(page.getByLabel('Size', { exact: true }).locator('option').first()).toHaveText('2" x 2" (51 × 51 mm)');
});

for (const [site, origin, handle] of [
  ['en', US, 'custom-roll-labels'],
  ['reseller', ACME, 'custom-die-cut-stickers'],
] as const) {
  test(`${site}: sizes read in inches alone, with no unit to choose`, async ({ page }) => {
    await page.goto(`${origin}/products/${handle}`);
    await configuratorTotal(page);
    await expect(page.getByLabel('Size', { exact: true }).locator('option').first()).toHaveText('2" x 2"');
    await page.getByLabel('Size', { exact: true }).selectOption({ label: 'Custom Size' });
    await expect(page.getByLabel('Width (in)')).toBeVisible();
    await expect(page.getByLabel('Unit')).toHaveCount(0);
    await page.getByLabel('Width (in)').fill('9');
    await expect(page.getByText(/Each side from 2 to \d+ in, area from 4 to 93 sq in\.$/)).toBeVisible();
  });
}

test('fr: a custom size typed in millimetres reaches the cart in inches, shown in both', async ({ page }) => {
  await page.goto(`${FR}/products/custom-roll-labels`);
  await configuratorTotal(page);
  await page.getByLabel('Taille', { exact: true }).selectOption({ label: 'Taille personnalisée' });
  await expect(page.getByLabel('Largeur (pouces)')).toHaveValue('2');
  await page.getByLabel('Unité').selectOption({ label: 'millimètres' });
  // The size in use carries over to the new unit.
  await expect(page.getByLabel('Largeur (mm)')).toHaveValue('50.8');

  // Out of range: the limits read in the unit in use.
  await page.getByLabel('Largeur (mm)').fill('400');
  await expect(page.getByText('Votre taille personnalisée dépasse nos valeurs minimales ou maximales.')).toBeVisible();
  await expect(page.getByText(/Chaque côté de 50,8 à 152,4 mm, surface de 25,9 à 599,9 cm²/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'AJOUTER AU PANIER' })).toBeDisabled();

  await page.getByLabel('Largeur (mm)').fill('63,5');
  await page.getByLabel('Hauteur (mm)').fill('63.5');
  await page.getByRole('button', { name: 'AJOUTER AU PANIER' }).click();
  await expect(page).toHaveURL(`${FR}/cart`);
  const line = page.getByTestId('cart-line');
  await expect(line.getByText(/^Taille\s:\s2\.5" x 2\.5" \(64 × 64 mm\)$/)).toBeVisible();
  expect(await cartProperties(page)).toMatchObject({ Size: '2" x 4"', customWidth: '2.5', customHeight: '2.5' });
});

test('fr: a standard size reads in millimetres in the cart and in the design editor', async ({ page }) => {
  await page.goto(`${FR}/products/custom-roll-labels`);
  await configuratorTotal(page);
  await page.getByLabel('Taille', { exact: true }).selectOption('3" x 3"');
  await openEditor(page, 'CRÉER MON DESIGN');
  const modal = designModal(page);
  await expect(modal.getByLabel('Taille', { exact: true }).locator('option:checked')).toHaveText('3" x 3" (76 × 76 mm)');
  await modal.getByRole('button', { name: 'Fermer l’éditeur de design' }).click();
  await page.getByRole('button', { name: 'AJOUTER AU PANIER' }).click();
  await expect(page).toHaveURL(`${FR}/cart`);
  await expect(page.getByTestId('cart-line').getByText(/^Taille\s:\s3" x 3" \(76 × 76 mm\)$/)).toBeVisible();
  expect(await cartProperties(page)).toMatchObject({ Size: '3" x 3"' });
});

test('fr: a die-cut sticker’s sides read in millimetres too; the US site shows inches alone', async ({ page }) => {
  test.slow();
  await page.goto(`${FR}/products/custom-shape-stickers`);
  await configuratorTotal(page);
  await openEditor(page, 'CRÉER MON DESIGN');
  // A 2" disc (600 px at 300 dpi) on a transparent canvas.
  await uploadArtwork(page, { name: 'disc.png', mimeType: 'image/png', buffer: await discPng(900, 2 / 3) });
  const modal = designModal(page);
  await expect(modal.getByTestId('die-cut-width')).toHaveValue(/^(1\.99|2|2\.01)$/);
  await expect(modal.getByTestId('die-cut-mm')).toHaveText(['= 51 mm', '= 51 mm']);
  // Typed inches: the reading follows, and the height keeps the proportions.
  await modal.getByTestId('die-cut-width').fill('3');
  await expect(modal.getByTestId('die-cut-mm').first()).toHaveText('= 76 mm');

  await page.goto(`${US}/products/custom-shape-stickers`);
  await configuratorTotal(page);
  await openEditor(page, 'DESIGN NOW');
  await uploadArtwork(page, { name: 'disc.png', mimeType: 'image/png', buffer: await discPng(900, 2 / 3) });
  await expect(designModal(page).getByTestId('die-cut-width')).toHaveValue(/^(1\.99|2|2\.01)$/);
  await expect(designModal(page).getByTestId('die-cut-mm')).toHaveCount(0);
});
