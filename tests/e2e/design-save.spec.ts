import { expect, test, type Page } from '@playwright/test';
import { END_USER, logIn } from './account';
import { addText, designModal, openEditor } from './design';
import { FR, US } from './hosts';
import { configuratorTotal } from './shop';

/**
 * Save Artwork signed out: a visitor names the project and is sent to sign
 * in, told why; once signed in the project is saved and they land in My
 * Artwork, where a toast names it and the project is listed.
 */

const EN = {
  designNow: 'DESIGN NOW', save: 'Save Artwork', name: /Project name/, saveButton: 'Save', cancel: 'CANCEL', nameRequired: 'Please provide a name',
  reason: 'Sign in to save your artwork to My Artwork.',
  saved: (name: string) => `Logged in successfully. “${name}” is saved in My Artwork.`,
  login: { email: 'Email', password: 'Password', submit: 'Sign In' },
};
const FRENCH = {
  designNow: 'CRÉER MON DESIGN', save: 'Enregistrer le design', name: /Nom du projet/, saveButton: 'Enregistrer', cancel: 'ANNULER', nameRequired: 'Veuillez indiquer un nom',
  reason: 'Connectez-vous pour enregistrer votre design dans Mes créations.',
  saved: (name: string) => `Connexion réussie. « ${name} » est enregistré dans Mes créations.`,
  login: { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' },
};

async function saveSignedOut(page: Page, words: typeof EN, name: string): Promise<void> {
  await designModal(page).getByRole('button', { name: words.save }).click();
  const save = page.getByTestId('design-save');
  await save.getByLabel(words.name).fill(name);
  await save.getByRole('button', { name: words.saveButton, exact: true }).click();
}

/** Signs in from the login page Save Artwork led to: the reason is said, then My Artwork confirms and lists the project. */
async function signInAndFindProject(page: Page, origin: string, words: typeof EN, name: string): Promise<void> {
  await page.waitForURL(/\/login\?redirectUrl=%2Fproducts%2Fcustom-roll-labels&reason=save-artwork$/);
  await expect(page.getByTestId('login-reason')).toContainText(words.reason);
  expect(await page.evaluate(() => window.localStorage.getItem('pending_saved_project'))).toContain(name);

  await logIn(page, origin, END_USER.email, END_USER.password, words.login);
  await page.waitForURL(`${origin}/account/artwork`);
  await expect(page.getByText(words.saved(name))).toBeVisible();
  await expect(page.getByTestId('artwork-card').filter({ hasText: name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('pending_saved_project'))).toBeNull();
}

test('a visitor saves a design: the name is required, sign-in says why, and the project is confirmed in My Artwork', async ({ page }) => {
  test.slow();
  const name = `Spring labels ${Date.now() % 100000}`;
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);
  const frame = await openEditor(page, EN.designNow);
  await addText(frame);

  await designModal(page).getByRole('button', { name: EN.save }).click();
  const save = page.getByTestId('design-save');
  await expect(save.getByLabel(EN.name)).toBeFocused();
  await save.getByRole('button', { name: EN.saveButton, exact: true }).click();
  await expect(save.getByText(EN.nameRequired)).toBeVisible();
  await save.getByRole('button', { name: EN.cancel }).click();
  await expect(save).toHaveCount(0);

  await saveSignedOut(page, EN, name);
  await signInAndFindProject(page, US, EN, name);
});

test('FR in French: a visitor is told why to sign in and finds the saved project in Mes créations', async ({ page }) => {
  test.slow();
  const name = `Étiquettes ${Date.now() % 100000}`;
  await page.goto(`${FR}/products/custom-roll-labels`);
  await configuratorTotal(page);
  await addText(await openEditor(page, FRENCH.designNow));
  await saveSignedOut(page, FRENCH, name);
  await signInAndFindProject(page, FR, FRENCH, name);
});

test('a login link with an unknown reason says nothing more than the login page does', async ({ page }) => {
  await page.goto(`${US}/login?redirectUrl=%2Fcart&reason=%3Cscript%3E`);
  await expect(page.getByRole('button', { name: EN.login.submit })).toBeEnabled();
  await expect(page.getByTestId('login-reason')).toHaveCount(0);
});
