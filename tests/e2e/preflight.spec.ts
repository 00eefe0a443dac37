import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { discPng, uploadArtwork } from './artwork';
import { designModal, openEditor } from './design';
import { ACME, FR, US } from './hosts';
import { configuratorTotal } from './shop';

/**
 * The print checks of an uploaded artwork: as soon as the file is in the
 * design, a notice says what may not print as the shopper expects (low
 * resolution at the chosen size, content in the bleed, transparency on a
 * product without white ink) with a preview marking it; the shopper may
 * dismiss it and go on, and the proof lists the same checks.
 */

/** A white page with a small blue dot in the middle: nothing near the edges, far too few pixels for a 2" label. */
const lowResolutionPng = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="90" height="90"><rect width="90" height="90" fill="#ffffff"/><circle cx="45" cy="45" r="20" fill="#1f4fd1"/></svg>')).png().toBuffer();

/** A sharp white page with a red band along its top edge, thinner than the 1/8" bleed: it will be trimmed off. */
const bleedPng = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><rect width="1200" height="1200" fill="#ffffff"/><rect width="1200" height="50" fill="#c0392b"/><circle cx="600" cy="600" r="300" fill="#1f4fd1"/></svg>')).png().toBuffer();

const EN = {
  designNow: 'DESIGN NOW',
  review: 'Review Design',
  title: 'Check your artwork before you go on',
  dismiss: 'Continue designing',
  resolution: /^Very low resolution: at 2 × 2 in, your artwork prints at about 45 dpi, far below the 300 dpi print needs, and will look blurry\. Upload a larger image, or choose a smaller size\.$/,
  dpi: '45 dpi of 300',
  bleed: 'Part of your artwork is in the bleed and will be trimmed off: keep text and logos inside the dashed safe line, and let only background run into the bleed.',
  transparency: /^Your artwork has transparent areas and this product is printed without white ink/,
  preview: /Your artwork with the bleed, the cut line and the safe line drawn over it/,
  checks: 'Print checks',
};
const FRENCH = {
  designNow: 'CRÉER MON DESIGN',
  review: 'Vérifier le design',
  title: 'Vérifiez votre visuel avant de continuer',
  dismiss: 'Continuer mon design',
  resolution: /^Résolution très basse : en 2 × 2 po, votre visuel s’imprime à environ 45 ppp, bien en dessous des 300 ppp nécessaires à l’impression, et sera flou\. Importez une image plus grande ou choisissez un format plus petit\.$/,
  dpi: '45 ppp sur 300',
  bleed: 'Une partie de votre visuel se trouve dans le fond perdu et sera coupée : gardez textes et logos à l’intérieur de la ligne de sécurité en pointillés, et ne laissez déborder que le fond.',
  transparency: /^Votre visuel comporte des zones transparentes et ce produit est imprimé sans encre blanche/,
  preview: /Votre visuel avec le fond perdu, la ligne de coupe et la ligne de sécurité/,
  checks: 'Contrôles d’impression',
};

const notice = (page: Page) => designModal(page).getByTestId('preflight-notice');

/** The notice is up with its preview drawn over the converted artwork. */
async function seeNotice(page: Page, words: typeof EN): Promise<void> {
  await expect(notice(page).getByRole('heading', { name: words.title })).toBeVisible();
  const preview = notice(page).getByRole('img', { name: words.preview });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

/** The editor open on `productUrl` with the low-resolution artwork uploaded, and its notice up. */
async function uploadLowResolution(page: Page, productUrl: string, words: typeof EN): Promise<void> {
  await page.goto(productUrl);
  await configuratorTotal(page);
  await openEditor(page, words.designNow);
  await uploadArtwork(page, { name: 'small.png', mimeType: 'image/png', buffer: await lowResolutionPng() });
  await seeNotice(page, words);
}

async function dismiss(page: Page, words: typeof EN): Promise<void> {
  await notice(page).getByRole('button', { name: words.dismiss }).click();
  await expect(notice(page)).toHaveCount(0);
}

for (const [name, origin, words] of [
  ['US', US, EN],
  ['FR in French', FR, FRENCH],
] as const) {
  test(`${name}: low resolution, content in the bleed and transparency without white ink are each flagged at upload, and again with the proof`, async ({ page }) => {
    test.slow();
    await uploadLowResolution(page, `${origin}/products/custom-roll-labels`, words);
    await expect(notice(page).getByTestId('preflight-resolution')).toHaveText(words.resolution);
    await expect(notice(page).getByTestId('preflight-dpi')).toHaveText(words.dpi);
    await expect(notice(page).getByTestId('preflight-bleed')).toHaveCount(0);
    await expect(notice(page).getByTestId('preflight-transparency')).toHaveCount(0);
    await dismiss(page, words);

    await uploadArtwork(page, { name: 'edge.png', mimeType: 'image/png', buffer: await bleedPng() });
    await seeNotice(page, words);
    await expect(notice(page).getByTestId('preflight-bleed')).toHaveText(words.bleed);
    await expect(notice(page).getByTestId('preflight-resolution')).toHaveCount(0);
    // The band is tinted on the preview, where it lies.
    expect(await notice(page).locator('rect[class*=problemCell]').count()).toBeGreaterThan(0);
    await dismiss(page, words);

    // A logo on a transparent background; roll labels print without white ink.
    await uploadArtwork(page, { name: 'logo.png', mimeType: 'image/png', buffer: await discPng(1200) });
    await seeNotice(page, words);
    await expect(notice(page).getByTestId('preflight-transparency')).toHaveText(words.transparency);
    expect(await notice(page).locator('rect[class*=clearCell]').count()).toBeGreaterThan(0);

    // Not a gate: the shopper reviews without dismissing, and the proof carries the same check.
    await designModal(page).getByRole('button', { name: words.review }).click();
    await expect(page.getByTestId('design-proof')).toBeVisible({ timeout: 60_000 });
    const checks = page.getByRole('region', { name: words.checks });
    await expect(checks.getByTestId('preflight-transparency')).toHaveText(words.transparency);
    await expect(notice(page)).toHaveCount(0);
  });
}

for (const [name, origin, words, sizeLabel, thirtyDpi] of [
  ['US', US, EN, 'Size', '30 dpi of 300'],
  ['FR in French', FR, FRENCH, 'Taille', '30 ppp sur 300'],
] as const) {
  test(`${name}: a size chosen while the notice is up redoes its checks at that size`, async ({ page }) => {
    test.slow();
    await uploadLowResolution(page, `${origin}/products/custom-roll-labels`, words);
    await expect(notice(page).getByTestId('preflight-dpi')).toHaveText(words.dpi);
    // 90 pixels across 3 inches instead of 2.
    await designModal(page).getByLabel(sizeLabel, { exact: true }).selectOption('3" x 3"');
    await expect(notice(page).getByTestId('preflight-dpi')).toHaveText(thirtyDpi);
    await expect(notice(page).getByTestId('preflight-resolution')).toContainText('3 × 3');
  });
}

test('a reseller host: the checks run on its products, and transparency is fine where white ink is printed', async ({ page }) => {
  test.slow();
  // Die-cut stickers offer the white underprint: transparent artwork prints as meant.
  await uploadLowResolution(page, `${ACME}/products/custom-die-cut-stickers`, EN);
  await expect(notice(page).getByTestId('preflight-resolution')).toHaveText(EN.resolution);
  // Escape closes the notice, not the editor.
  await page.keyboard.press('Escape');
  await expect(notice(page)).toHaveCount(0);
  await expect(designModal(page)).toBeVisible();

  await uploadArtwork(page, { name: 'edge.png', mimeType: 'image/png', buffer: await bleedPng() });
  await seeNotice(page, EN);
  await expect(notice(page).getByTestId('preflight-bleed')).toHaveText(EN.bleed);
  await dismiss(page, EN);

  await uploadArtwork(page, { name: 'logo.png', mimeType: 'image/png', buffer: await discPng(1200) });
  await expect(notice(page)).toHaveCount(0);
  await designModal(page).getByRole('button', { name: EN.review }).click();
  await expect(page.getByTestId('design-proof')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: EN.checks }).getByTestId('preflight-passed')).toHaveText('Your artwork passed our print checks: resolution, bleed and safe zone, transparency.');
});
