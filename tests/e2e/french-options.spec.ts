import { expect, test, type Page } from '@playwright/test';
import { END_USER, logIn } from './account';
import { FR, US } from './hosts';
import { amountOf, CHECKOUT_EN, CHECKOUT_FR, checkoutTotal, configuratorTotal, orderNamed, placeOrder } from './shop';

/**
 * The platform answers option names and values in the shopper's language;
 * the cart, the checkout's line check and the order key them by the store's
 * words, so a line added in French is the same item, at the same price, as
 * the line added in English.
 */

const WORDS = {
  en: {
    site: US,
    material: 'Material',
    sides: 'Sides',
    materials: ['White Gloss Paper', 'White Matte Paper', 'White BOPP'],
    sideValues: ['Single Sided', 'Double Sided'],
    title: /^Custom Roll Labels/,
    highlights: 'Highlights',
    materialSpec: 'White Gloss Paper, White BOPP, Kraft',
  },
  fr: {
    site: FR,
    material: 'Matière',
    sides: 'Faces',
    materials: ['Papier blanc brillant', 'Papier blanc mat', 'BOPP blanc'],
    sideValues: ['Recto', 'Recto verso'],
    title: /^Étiquettes en rouleau personnalisées/,
    highlights: 'Points forts',
    materialSpec: 'Papier blanc brillant, BOPP blanc, Kraft',
  },
};

const optionTexts = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('option').evaluateAll((options) => options.map((o) => o.textContent?.trim()));

for (const [lang, words] of Object.entries(WORDS)) {
  test(`${lang}: the configurator names the options and their values in the page's language`, async ({ page }) => {
    await page.goto(`${words.site}/products/custom-sheet-labels`);
    await configuratorTotal(page);
    await expect.poll(() => optionTexts(page, words.material)).toEqual(words.materials);
    await expect.poll(() => optionTexts(page, words.sides)).toEqual(words.sideValues);
  });

  test(`${lang}: the product page's tab title and Material highlight are in the page's language`, async ({ page }) => {
    await page.goto(`${words.site}/products/custom-roll-labels`);
    await expect(page).toHaveTitle(words.title);
    const highlights = page.getByRole('definition').filter({ hasText: words.materialSpec });
    await expect(page.getByLabel(words.highlights).getByRole('term').filter({ hasText: words.material })).toBeVisible();
    await expect(highlights).toBeVisible();
  });
}

/** Picks the matte paper, double-sided sheet labels on the FR site in one language; returns the configurator total (EUR). */
async function configureMatteDoubleSided(page: Page, lang: 'en' | 'fr'): Promise<number> {
  const words = WORDS[lang];
  await page.goto(`${FR}/products/custom-sheet-labels?lang=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await configuratorTotal(page);
  await page.getByLabel(words.material, { exact: true }).selectOption({ label: words.materials[1]! });
  await page.getByLabel(words.sides, { exact: true }).selectOption({ label: words.sideValues[1]! });
  await expect(page.getByLabel(words.sides, { exact: true }).locator('option:checked')).toHaveText(words.sideValues[1]!);
  return amountOf(await configuratorTotal(page));
}

test('a line added in French is priced as the same line in English, and checks out in either language', async ({ page, request }) => {
  test.setTimeout(120_000);
  const english = await configureMatteDoubleSided(page, 'en');
  const french = await configureMatteDoubleSided(page, 'fr');
  expect(french).toBe(english);

  await page.getByRole('button', { name: 'AJOUTER AU PANIER' }).click();
  await expect(page).toHaveURL(`${FR}/cart`);
  // The cart describes the line in the words the product page used.
  await expect(page.getByTestId('cart-line')).toContainText('Matière : Papier blanc mat');
  await expect(page.getByTestId('cart-line')).toContainText('Faces : Recto verso');
  expect(amountOf((await page.getByTestId('cart-subtotal').textContent())!)).toBe(french);
  await page.getByRole('button', { name: 'PASSER LA COMMANDE' }).click();
  await page.waitForURL(/\/cart\/c\/.+locale=fr/);
  expect(await checkoutTotal(page)).toEqual({ amount: french, currency: 'EUR' });
  const frenchOrder = await orderNamed(request, await placeOrder(page, CHECKOUT_FR));
  expect(Number(frenchOrder.total)).toBe(french);
  await page.getByRole('link', { name: CHECKOUT_FR.back }).click();
  await expect(page).toHaveURL(new RegExp(`^${FR}/order-confirmation\\?order=`));

  // The same French line, checked out after switching the site to English.
  await configureMatteDoubleSided(page, 'fr');
  await page.getByRole('button', { name: 'AJOUTER AU PANIER' }).click();
  await expect(page).toHaveURL(`${FR}/cart`);
  await page.goto(`${FR}/cart?lang=en`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await page.waitForURL(/\/cart\/c\/.+locale=en/);
  expect(await checkoutTotal(page)).toEqual({ amount: french, currency: 'EUR' });
  const englishOrder = await orderNamed(request, await placeOrder(page, CHECKOUT_EN));
  expect(englishOrder.lines.map((l) => l.variantId)).toEqual(frenchOrder.lines.map((l) => l.variantId));
  expect(JSON.stringify(englishOrder.lines.map((l) => l.attributes))).toContain('White Matte Paper');
});

test('a French order reorders in French at the price it was added at', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, FR, END_USER.email, END_USER.password, { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' });
  await expect(page.getByText('Connexion réussie').last()).toBeVisible();
  const french = await configureMatteDoubleSided(page, 'fr');
  await page.getByRole('button', { name: 'AJOUTER AU PANIER' }).click();
  await expect(page).toHaveURL(`${FR}/cart`);
  await page.getByRole('button', { name: 'PASSER LA COMMANDE' }).click();
  await page.waitForURL(/\/cart\/c\/.+locale=fr/);
  const orderName = await placeOrder(page, CHECKOUT_FR);
  await page.getByRole('link', { name: CHECKOUT_FR.back }).click();
  await expect(page).toHaveURL(new RegExp(`^${FR}/order-confirmation\\?order=`));

  await page.goto(`${FR}/account/orders/summary`);
  await page.getByRole('button', { name: `Commander à nouveau ${orderName}` }).click();
  await expect(page).toHaveURL(`${FR}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Matière : Papier blanc mat');
  expect(amountOf((await page.getByTestId('cart-subtotal').textContent())!)).toBe(french);
});

test('the English cart describes an English line in English', async ({ page }) => {
  await configureMatteDoubleSided(page, 'en');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.waitForURL(/\/cart(\?|$)/);
  await expect(page.getByTestId('cart-line')).toContainText('Material: White Matte Paper');
  await expect(page.getByTestId('cart-line')).toContainText('Sides: Double Sided');
});
