import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, END_USER, logIn } from './account';
import { discPng, near, proofCentre, uploadArtwork } from './artwork';
import { designModal, openEditor } from './design';
import { ACME, FR, US } from './hosts';
import { configuratorTotal } from './shop';

/**
 * Saved projects: a design saved as a named project is found in
 * My Artwork, its proof downloads, it reopens on its product to edit and
 * order again, and it can be deleted; a visitor's project is saved when they
 * sign in and reopens for them too.
 */

const EN = {
  designNow: 'DESIGN NOW', save: 'Save Artwork', name: /Project name/, saveButton: 'Save', downloadAfter: 'Download a proof after saving',
  review: 'Review Design', approve: 'Approve and add to cart', download: 'Download proof', reopen: 'Edit & order', delete: 'Delete', confirm: 'Delete',
  login: { email: 'Email', password: 'Password', submit: 'Sign In' },
};
const FRENCH = {
  designNow: 'CRÉER MON DESIGN', save: 'Enregistrer le design', name: /Nom du projet/, saveButton: 'Enregistrer', downloadAfter: 'Télécharger une épreuve après l’enregistrement',
  review: 'Vérifier le design', approve: 'Approuver et ajouter au panier', download: "Télécharger l'épreuve", reopen: 'Modifier et commander', delete: 'Supprimer', confirm: 'Supprimer',
  login: { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' },
};

const RED = '#d63a2f';

async function designAndSave(page: Page, words: typeof EN, name: string, downloadAfter: boolean): Promise<void> {
  await openEditor(page, words.designNow);
  await uploadArtwork(page, { name: 'logo.png', mimeType: 'image/png', buffer: await discPng(1200, 1, RED) });
  await designModal(page).getByRole('button', { name: words.save }).click();
  const save = page.getByTestId('design-save');
  await save.getByLabel(words.name).fill(name);
  if (downloadAfter) await save.getByLabel(words.downloadAfter).check();
  await save.getByRole('button', { name: words.saveButton, exact: true }).click();
}

/** The reopened editor shows the saved design: its proof has the artwork. */
async function reviewShowsArtwork(page: Page, words: typeof EN): Promise<void> {
  await expect(designModal(page)).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await designModal(page).getByRole('button', { name: words.review }).click();
  const proof = page.getByTestId('design-proof');
  await expect(proof).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(near(await proofCentre(page, page.request), RED)).toBe(true);
}

test('signed in: save with the proof, find it in My Artwork, download its proof, reopen and order, delete it', async ({ page }) => {
  test.slow();
  const name = `Holiday ${Date.now() % 100000}`;
  await logIn(page, US, DEMO.email, DEMO.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);

  const saved = page.waitForEvent('download');
  await designAndSave(page, EN, name, true);
  const proofFile = await saved;
  expect(proofFile.suggestedFilename()).toMatch(/\.png$/);
  expect((await sharp(readFileSync((await proofFile.path())!)).metadata()).format).toBe('png');
  await page.waitForURL(`${US}/account/artwork`);

  const card = page.getByTestId('artwork-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Custom Roll Labels');
  await expect(card.getByRole('img')).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: EN.download }).click();
  expect((await download).suggestedFilename()).toContain('.png');

  await card.getByRole('button', { name: EN.reopen }).click();
  await page.waitForURL(`${US}/products/custom-roll-labels`);
  await reviewShowsArtwork(page, EN);
  await page.getByRole('button', { name: EN.approve }).click();
  await page.waitForURL(`${US}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await page.goto(`${US}/account/artwork`);
  await card.getByRole('button', { name: EN.delete }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: EN.confirm }).click();
  await expect(card).toHaveCount(0);
});

test('FR in French: a signed-in customer saves a project and finds it in My Artwork', async ({ page }) => {
  test.slow();
  const name = `Étiquettes ${Date.now() % 100000}`;
  await page.goto(`${FR}/login`);
  await logIn(page, FR, END_USER.email, END_USER.password, FRENCH.login);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${FR}/products/custom-roll-labels`);
  await configuratorTotal(page);
  await designAndSave(page, FRENCH, name, false);
  await page.waitForURL(`${FR}/account/artwork`);
  const card = page.getByTestId('artwork-card').filter({ hasText: name });
  await expect(card.getByRole('button', { name: FRENCH.reopen })).toBeEnabled();
  await expect(card.getByRole('button', { name: FRENCH.download })).toBeVisible();
});

test("a reseller host: a visitor's project is saved at sign-in, confirmed in My Artwork, and reopens with its artwork", async ({ page }) => {
  test.slow();
  const name = `Acme swag ${Date.now() % 100000}`;
  await page.goto(`${ACME}/products/custom-die-cut-stickers`);
  await configuratorTotal(page);
  await designAndSave(page, EN, name, false);
  await page.waitForURL(/\/login\?redirectUrl=.*&reason=save-artwork$/);
  await logIn(page, ACME, END_USER.email, END_USER.password);
  // Saved at sign-in: the reseller's own My Artwork confirms it.
  await page.waitForURL(`${ACME}/account/artwork`);
  await expect(page.getByText(`Logged in successfully. “${name}” is saved in My Artwork.`)).toBeVisible();
  const card = page.getByTestId('artwork-card').filter({ hasText: name });
  await card.getByRole('button', { name: EN.reopen }).click();
  await page.waitForURL(`${ACME}/products/custom-die-cut-stickers`);
  await reviewShowsArtwork(page, EN);
});
