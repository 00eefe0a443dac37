import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, END_USER, logIn } from './account';
import { discPng, uploadArtwork } from './artwork';
import { designModal, openEditor } from './design';
import { ACME, FR, US } from './hosts';
import { configuratorTotal } from './shop';

/**
 * Sharing a proof: a shopper shares the proof from the design editor (or a
 * saved project from My Artwork) as a link, with Approve offered; a
 * colleague who is not signed in opens it in a browser of their own, sees
 * the proof, product, size, quantity and price, and approves; the owner
 * then sees the approval on that project in My Artwork.
 */

const EN = {
  designNow: 'DESIGN NOW', review: 'Review Design', goBack: 'GO BACK TO DESIGN', save: 'Save Artwork', name: /Project name/, saveButton: 'Save',
  share: 'Share proof', allowApproval: 'Let them approve it', approve: 'Approve', yourName: 'Your name (optional)', comment: 'Comment (optional)',
  price: 'Price when shared', noPrice: 'Quoted when ordered', thanks: /Thank you: this proof was approved on/,
  login: { email: 'Email', password: 'Password', submit: 'Sign In' },
};
const FRENCH = {
  designNow: 'CRÉER MON DESIGN', review: 'Vérifier le design', goBack: 'RETOUR AU DESIGN', save: 'Enregistrer le design', name: /Nom du projet/, saveButton: 'Enregistrer',
  share: 'Partager l’épreuve', allowApproval: 'Permettre de l’approuver', approve: 'Approuver', yourName: 'Votre nom (facultatif)', comment: 'Commentaire (facultatif)',
  price: 'Prix au moment du partage', noPrice: 'Prix établi à la commande', thanks: /Merci : cette épreuve a été approuvée le/,
  login: { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' },
};
type Words = typeof EN;

/** Designs with artwork, reviews it and shares the proof from the approval step (Approve offered): the link. */
async function designAndShare(page: Page, words: Words): Promise<string> {
  await openEditor(page, words.designNow);
  await uploadArtwork(page, { name: 'logo.png', mimeType: 'image/png', buffer: await discPng(1200, 1, '#1f4fd1') });
  await designModal(page).getByRole('button', { name: words.review }).click();
  const approval = page.getByTestId('design-approval');
  await expect(approval.getByTestId('design-proof')).toBeVisible({ timeout: 60_000 });
  await expect(approval.getByLabel(words.allowApproval)).toBeChecked();
  await approval.getByRole('button', { name: words.share }).click();
  const link = approval.getByTestId('share-link');
  await expect(link).toHaveValue(/\/proof\/[^/]+$|\/proof\/[^/]+\?lang=/);
  return link.inputValue();
}

/** Saves the design as a named project (signed in: they land in My Artwork). */
async function save(page: Page, words: Words, name: string, origin: string): Promise<void> {
  await designModal(page).getByRole('button', { name: words.save }).click();
  const form = page.getByTestId('design-save');
  await form.getByLabel(words.name).fill(name);
  await form.getByRole('button', { name: words.saveButton, exact: true }).click();
  await page.waitForURL(`${origin}/account/artwork`);
}

/** A colleague, in a browser of their own (never signed in), opens the link, checks what it shows and approves. */
async function colleagueApproves(browser: Browser, link: string, words: Words, product: string, approver?: { name: string; comment: string }): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  const proof = page.getByTestId('shared-proof');
  await expect(proof.getByRole('heading', { level: 1 })).toContainText(product);
  await expect(proof.getByRole('img')).toBeVisible();
  await expect(proof.getByText(words.price)).toBeVisible();
  // Priced as the store prices it: a custom size on the standard size it is made from.
  await expect(page.getByTestId('shared-proof-price')).toHaveText(/\d/);
  await expect(page.getByTestId('shared-proof-price')).not.toHaveText(words.noPrice);
  if (approver) {
    await page.getByLabel(words.yourName).fill(approver.name);
    await page.getByLabel(words.comment).fill(approver.comment);
  }
  await page.getByRole('button', { name: words.approve, exact: true }).click();
  await expect(page.getByTestId('proof-approved')).toHaveText(words.thanks);
  // Opened again, the link remembers the approval.
  await page.reload();
  await expect(page.getByTestId('proof-approved')).toHaveText(words.thanks);
  await context.close();
}

test('US in English: share from the editor, a colleague approves by name, the owner sees it in My Artwork', async ({ page, browser }) => {
  test.slow();
  const name = `Shared ${Date.now() % 100000}`;
  await logIn(page, US, DEMO.email, DEMO.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);
  const link = await designAndShare(page, EN);
  expect(link.startsWith(`${US}/proof/`)).toBe(true);
  await page.getByTestId('design-approval').getByRole('button', { name: EN.goBack }).click();
  await save(page, EN, name, US);

  const card = page.getByTestId('artwork-card').filter({ hasText: name });
  await expect(card).toContainText('Shared for approval, not approved yet');
  await colleagueApproves(browser, link, EN, 'Custom Roll Labels', { name: 'Sam Reviewer', comment: 'Colours look right' });

  await page.reload();
  const approval = card.getByTestId('proof-approval');
  await expect(approval).toContainText(/Approved by Sam Reviewer on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(approval).toContainText('Colours look right');
});

test('FR in French: share from the editor, a colleague approves, the owner sees it in My Artwork', async ({ page, browser }) => {
  test.slow();
  const name = `Partagé ${Date.now() % 100000}`;
  await page.goto(`${FR}/login`);
  await logIn(page, FR, END_USER.email, END_USER.password, FRENCH.login);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${FR}/products/custom-roll-labels`);
  await configuratorTotal(page);
  const link = await designAndShare(page, FRENCH);
  expect(link.startsWith(`${FR}/proof/`)).toBe(true);
  await page.getByTestId('design-approval').getByRole('button', { name: FRENCH.goBack }).click();
  await save(page, FRENCH, name, FR);

  await colleagueApproves(browser, link, FRENCH, 'Étiquettes');
  await page.reload();
  const card = page.getByTestId('artwork-card').filter({ hasText: name });
  await expect(card.getByTestId('proof-approval')).toContainText(/Approuvé par un collègue le \d{1,2} [a-zéû]+ \d{4}/);
});

test('reseller host: share a saved project from My Artwork; the approval shows on it', async ({ page, browser }) => {
  test.slow();
  const name = `Acme share ${Date.now() % 100000}`;
  await page.goto(`${ACME}/login`);
  await logIn(page, ACME, END_USER.email, END_USER.password, EN.login);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${ACME}/products/custom-die-cut-stickers`);
  await configuratorTotal(page);
  await openEditor(page, EN.designNow);
  await uploadArtwork(page, { name: 'logo.png', mimeType: 'image/png', buffer: await discPng(1200, 1, '#d63a2f') });
  await save(page, EN, name, ACME);

  const card = page.getByTestId('artwork-card').filter({ hasText: name });
  await expect(card.getByLabel(EN.allowApproval)).toBeChecked();
  await card.getByRole('button', { name: `Share the proof of ${name}` }).click();
  const link = card.getByTestId('share-link');
  await expect(link).toHaveValue(new RegExp(`^${ACME.replace(/[.]/g, '\\.')}/proof/`));
  await expect(page.getByText(/Link (copied|created)/)).toBeVisible();
  const url = await link.inputValue();

  // Another site's host does not show it.
  const other = await page.request.get(url.replace(ACME, US));
  expect(other.status()).toBe(404);

  // The die-cut shape's size is a custom size: priced on the standard size it is made from.
  await colleagueApproves(browser, url, EN, 'Custom Die-Cut Stickers');
  await page.reload();
  await expect(card.getByTestId('proof-approval')).toContainText(/Approved by a colleague on [A-Z][a-z]+ \d{1,2}, \d{4}/);
});
