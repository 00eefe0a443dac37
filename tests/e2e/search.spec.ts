import { expect, test, type Page } from '@playwright/test';
import { ACME, FR, NORTHWIND, US } from './hosts';

/** The result cards' titles, in the order shown. */
async function resultTitles(page: Page): Promise<string[]> {
  const results = page.getByRole('region', { name: /^(Results|Résultats)$/ });
  return results.getByRole('listitem').getByRole('heading').allTextContents();
}

test.describe('site search: each store finds its own products', () => {
  test('the US site: results link to the product, no reseller or other region product', async ({ page }) => {
    await page.goto(`${US}/search?q=stickers`);
    await expect(page).toHaveTitle(/^Search: stickers/);
    await expect(page.getByText(/^\d+ results for “stickers”$/)).toBeVisible();
    const titles = await resultTitles(page);
    expect(titles).toContain('Custom Die-Cut Stickers');
    expect(titles).not.toContain('Event Swag Stickers');
    await page.getByRole('link', { name: 'Custom Die-Cut Stickers', exact: true }).click();
    await expect(page).toHaveURL(`${US}/products/custom-die-cut-stickers`);
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Die-Cut Stickers' })).toBeVisible();
  });

  test('the FR site in French: French words find French cards, its own wine labels among them, which the US site does not sell', async ({ page }) => {
    await page.goto(`${FR}/search?q=${encodeURIComponent('étiquettes vin')}`);
    await expect(page).toHaveTitle(/^Recherche : étiquettes vin/);
    await expect(page.getByText(/^\d+ résultats? pour « étiquettes vin »$/)).toBeVisible();
    const titles = await resultTitles(page);
    expect(titles[0]).toBe('Étiquettes de vin personnalisées');
    await expect(page.getByRole('link', { name: 'Étiquettes de vin personnalisées' })).toHaveAttribute('href', '/products/etiquettes-vin');
    await expect(page.getByRole('region', { name: 'Résultats' }).getByText(/EUR/).first()).toBeVisible();

    await page.goto(`${FR}/search?q=autocollants`);
    expect(await resultTitles(page)).toContain('Autocollants découpés personnalisés');

    await page.goto(`${US}/search?q=wine`);
    expect(await resultTitles(page)).not.toContain('Custom Wine Labels');
  });

  test('a reseller host: what its store sells, its own products and the company products its collections carry, never another reseller\'s', async ({ page }) => {
    await page.goto(`${ACME}/search?q=roll`);
    const acmeRoll = await resultTitles(page);
    expect(acmeRoll).toContain('Custom Roll Labels');
    expect(acmeRoll).not.toContain('Kraft Paper Roll Labels');
    expect(acmeRoll).not.toContain('Compostable Produce Labels');
    await page.getByRole('link', { name: 'Custom Roll Labels', exact: true }).click();
    await expect(page).toHaveURL(`${ACME}/products/custom-roll-labels`);
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Roll Labels' })).toBeVisible();

    await page.goto(`${ACME}/search?q=stickers`);
    const acmeStickers = await resultTitles(page);
    expect(acmeStickers).toEqual(expect.arrayContaining(['Event Swag Stickers', 'Custom Die-Cut Stickers']));
    await expect(page.getByRole('link', { name: 'Event Swag Stickers' })).toHaveAttribute('href', '/products/event-swag-stickers');

    await page.goto(`${NORTHWIND}/search?q=kraft`);
    const northwind = await resultTitles(page);
    expect(northwind).toContain('Kraft Paper Roll Labels');
    await page.goto(`${NORTHWIND}/search?q=labels`);
    const northwindLabels = await resultTitles(page);
    expect(northwindLabels).toEqual(expect.arrayContaining(['Compostable Produce Labels', 'Custom Roll Labels']));
    expect(northwindLabels).not.toContain('Logo Mailer Labels');
  });

  test('a reseller host in French: « rouleau » finds the roll labels its collections carry', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: ACME }]);
    await page.goto(`${ACME}/search?q=rouleau`);
    await expect(page).toHaveTitle(/^Recherche : rouleau/);
    const titles = await resultTitles(page);
    expect(titles).toContain('Étiquettes en rouleau personnalisées');
    expect(titles).not.toContain('Étiquettes en rouleau papier kraft');
  });
});

test('a misspelled query typed into the form still finds the product', async ({ page }) => {
  await page.goto(`${US}/search`);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('stiker');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=stiker/);
  expect(await resultTitles(page)).toContain('Custom Die-Cut Stickers');
});

test('sort by title applies as soon as it is chosen: the same results, A to Z, in the URL, and Back returns to relevance', async ({ page }) => {
  await page.goto(`${US}/search?q=labels`);
  const relevance = await resultTitles(page);
  expect(relevance.length).toBeGreaterThan(3);
  await page.getByLabel('Sort by').selectOption({ label: 'Title ascending' });
  await expect(page).toHaveURL(/\/search\?q=labels&sort=title$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('title');
  const byTitle = await resultTitles(page);
  expect([...byTitle].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(byTitle);
  expect(byTitle).not.toEqual(relevance);
  expect([...byTitle].sort()).toEqual([...relevance].sort());

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=labels$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  expect(await resultTitles(page)).toEqual(relevance);
});

test('in French, « Titre, de A à Z » sorts at once by the French titles the shopper reads', async ({ page }) => {
  await page.goto(`${FR}/search?q=etiquettes`);
  await page.getByLabel('Trier par').selectOption({ label: 'Titre, de A à Z' });
  await expect(page).toHaveURL(/\/search\?q=etiquettes&sort=title$/);
  const french = await resultTitles(page);
  expect(french.length).toBeGreaterThan(3);
  expect([...french].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }))).toEqual(french);
});

test('two typos over two words still find the product: "roll lables", « rouleua étiqettes »', async ({ page }) => {
  await page.goto(`${US}/search?q=${encodeURIComponent('roll lables')}`);
  expect(await resultTitles(page)).toContain('Custom Roll Labels');
  await page.goto(`${FR}/search?q=${encodeURIComponent('rouleua étiqettes')}`);
  expect(await resultTitles(page)).toContain('Étiquettes en rouleau personnalisées');
});

test.describe('the empty screens', () => {
  test('no query: the field is required, and nothing is searched', async ({ page }) => {
    await page.goto(`${US}/search`);
    await expect(page.getByText('Please enter what you are looking for.')).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'Search products' });
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${US}/search`);
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  });

  for (const { host, lang, none, title, hint, back } of [
    { host: US, lang: 'English', none: "Sorry! We couldn't find any results...", title: "Sorry! Couldn't find the product you were looking For!!!", hint: /spelling/, back: 'Continue Shopping' },
    { host: FR, lang: 'French', none: "Désolé ! Nous n'avons trouvé aucun résultat…", title: "Désolé ! Nous n'avons pas trouvé le produit que vous cherchiez !", hint: /orthographe/, back: 'Continuer mes achats' },
  ]) {
    test(`no result (${lang}): the spec's text, the empty-result screen and a way back`, async ({ page }) => {
      await page.goto(`${host}/search?q=zzqxv`);
      await expect(page.getByText(none)).toBeVisible();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText(hint)).toBeVisible();
      await page.getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(`${host}/`);
    });
  }
});

test('the reseller header: live matches as the shopper types, then the product or every result', async ({ page }) => {
  await page.goto(ACME);
  await page.getByRole('button', { name: 'Open search' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search products' });
  const field = overlay.getByRole('combobox', { name: 'Search products' });
  await field.pressSequentially('swag', { delay: 30 });
  const list = overlay.getByRole('listbox', { name: 'Matching products' });
  // Acme's own product first; the company's die-cut stickers, which Acme's collections carry, mention swag bags.
  await expect(list.getByRole('option')).toHaveText([/^Event Swag Stickers\s*\$\d+\.\d\d$/, /^Die-Cut Logo Stickers\s*\$\d+\.\d\d$/]);
  await expect(field).toHaveAttribute('aria-expanded', 'true');

  await overlay.getByRole('link', { name: 'See all results' }).click();
  await expect(page).toHaveURL(`${ACME}/search?q=swag`);
  expect(await resultTitles(page)).toEqual(['Event Swag Stickers', 'Die-Cut Logo Stickers']);

  await page.getByRole('button', { name: 'Open search' }).click();
  await field.fill('');
  await field.pressSequentially('mailer', { delay: 30 });
  await expect(list.getByRole('option')).toHaveText([/^Logo Mailer Labels/, /^Return Address Labels on Sheets/]);
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /option-0$/);
  await field.press('Enter');
  await expect(page).toHaveURL(`${ACME}/products/logo-mailer-labels`);
});
