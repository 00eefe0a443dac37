import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addImage, addText, artworkPng, designModal, openEditor } from './design';
import { addFault } from './emulator';
import { ACME, EMULATOR_PORT, FR, US } from './hosts';
import { CHECKOUT_EN, CHECKOUT_FR, configuratorTotal, orderNamed, placeOrder, type CheckoutLabels } from './shop';

/**
 * DESIGN NOW: design in the embedded editor, review the proof,
 * approve, and the design travels with the line to the cart, the checkout
 * and the order, on the US site, the FR site in French and a reseller host.
 */

interface Words {
  designNow: string;
  review: string;
  goBack: string;
  approve: string;
  proofTitle: string;
  checkout: string;
  /** What the platform's checkout says of the design, in the shopper's words. */
  artwork: string;
  labels: CheckoutLabels;
}

const EN: Words = {
  designNow: 'DESIGN NOW',
  review: 'Review Design',
  goBack: 'GO BACK TO DESIGN',
  approve: 'Approve and add to cart',
  proofTitle: 'Review your proof',
  checkout: 'CHECKOUT',
  artwork: 'Artwork: Proof approved',
  labels: CHECKOUT_EN,
};

const FRENCH: Words = {
  designNow: 'CRÉER MON DESIGN',
  review: 'Vérifier le design',
  goBack: 'RETOUR AU DESIGN',
  approve: 'Approuver et ajouter au panier',
  proofTitle: 'Vérifiez votre épreuve',
  checkout: 'PASSER LA COMMANDE',
  artwork: 'Visuel : BAT approuvé',
  labels: CHECKOUT_FR,
};

async function reviewProof(page: Page, words: Words): Promise<void> {
  await designModal(page).getByRole('button', { name: words.review }).click();
  await expect(page.getByRole('heading', { name: words.proofTitle })).toBeVisible({ timeout: 30_000 });
  const proof = page.getByTestId('design-proof');
  await expect(proof).toBeVisible();
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

const flows: [string, string, Words][] = [
  ['US', US, EN],
  ['FR in French', FR, FRENCH],
  ['a reseller host', ACME, EN],
];

for (const [name, origin, words] of flows) {
  test(`${name}: design, review the proof, go back, approve, and the order carries the print file`, async ({ page, request }) => {
    test.slow();
    await page.goto(`${origin}/products/${origin === ACME ? 'custom-die-cut-stickers' : 'custom-roll-labels'}`);
    await configuratorTotal(page);
    const frame = await openEditor(page, words.designNow);
    await expect(frame.locator('html')).toHaveAttribute('lang', origin === FR ? 'fr' : 'en');
    await addText(frame);
    await addImage(frame, await artworkPng(1200));

    await reviewProof(page, words);
    await expect(page.getByTestId('artwork-notice')).toHaveCount(0);
    await page.getByRole('button', { name: words.goBack }).click();
    await expect(page.getByTestId('design-approval')).toHaveCount(0);
    await reviewProof(page, words);
    await page.getByRole('button', { name: words.approve }).click();

    await page.waitForURL(`${origin}/cart`);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    const thumbnail = line.locator('img').first();
    await expect(thumbnail).toHaveAttribute('src', /designer/);

    await page.getByRole('button', { name: words.checkout }).click();
    await page.waitForURL(new RegExp(`checkout[a-z-]*\\.localhost:${EMULATOR_PORT}/cart/c/`));
    await expect(page.getByRole('link', { name: /Print file|Fichier d’impression|Fichier d'impression/ })).toBeVisible();
    // The line reads in the shopper's words; what only our systems read stays hidden.
    await expect(page.locator('.attrs').filter({ hasText: words.artwork })).toBeVisible();
    for (const internal of ['customer_canvas_state', 'low_dpi', 'print_ready_image', 'Item Price']) await expect(page.locator('main')).not.toContainText(internal);
    const orderName = await placeOrder(page, words.labels);
    const order = await orderNamed(request, orderName);
    const attributes = JSON.stringify(order.lines[0]!.attributes);
    for (const key of ['print_ready_image', 'customer_canvas_state', 'thumbnail', 'low_dpi']) expect(attributes).toContain(key);
    const pdfUrl = /"_print_ready_image"[^"]*"value":"([^"]+)"|"_print_ready_image":"([^"]+)"/.exec(attributes);
    const url = pdfUrl?.[1] ?? pdfUrl?.[2];
    expect(url).toBeTruthy();
    const pdf = await request.get(url!.replace('localhost', '127.0.0.1'));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}

for (const [name, origin, words, blank] of [
  ['US', US, EN, 'Your design is still blank. Add text, an image or your artwork before you review and approve it.'],
  ['FR in French', FR, FRENCH, 'Votre design est encore vide. Ajoutez un texte, une image ou votre visuel avant de le vérifier et de l’approuver.'],
] as const) {
  test(`${name}: a blank design cannot be approved; once something is on it, it can`, async ({ page }) => {
    test.slow();
    await page.goto(`${origin}/products/custom-roll-labels`);
    await configuratorTotal(page);
    const frame = await openEditor(page, words.designNow);
    await designModal(page).getByRole('button', { name: words.review }).click();
    await expect(designModal(page).getByTestId('design-blank')).toHaveText(blank);
    await expect(page.getByTestId('design-approval')).toHaveCount(0);
    await expect(page.getByTestId('design-proof')).toHaveCount(0);

    await addText(frame);
    await reviewProof(page, words);
    await expect(designModal(page).getByTestId('design-blank')).toHaveCount(0);
    await page.getByRole('button', { name: words.approve }).click();
    await page.waitForURL(`${origin}/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });
}

test('FR in French: a template that carries artwork of its own is blank until the shopper adds to it', async ({ page }) => {
  test.slow();
  await page.goto(`${FR}/products/etiquettes-vin`);
  await configuratorTotal(page);
  const frame = await openEditor(page, FRENCH.designNow);
  await designModal(page).getByRole('button', { name: FRENCH.review }).click();
  await expect(designModal(page).getByTestId('design-blank')).toHaveText(
    'Votre design est encore le modèle tel quel. Modifiez son texte ou ajoutez votre texte, une image ou votre visuel avant de le vérifier et de l’approuver.',
  );
  await expect(page.getByTestId('design-proof')).toHaveCount(0);

  await addText(frame);
  await reviewProof(page, FRENCH);
  await page.getByRole('button', { name: FRENCH.approve }).click();
  await page.waitForURL(`${FR}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('a low-resolution image shows the artwork notice before approval', async ({ page }) => {
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);
  const frame = await openEditor(page, EN.designNow);
  await addImage(frame, await artworkPng(40), 'tiny.png');
  await reviewProof(page, EN);
  await expect(page.getByTestId('artwork-notice')).toContainText('complete your purchase and our team will contact you');
});

test('an editor that fails to load gives the error state, and Add to Cart still adds the item', async ({ page, request }) => {
  const fault = await addFault(request, { prefix: '/designer/Resources/Generated/IframeApi.js', status: 503, times: 1 });
  try {
    await page.goto(`${US}/products/custom-roll-labels`);
    await configuratorTotal(page);
    await page.getByRole('button', { name: EN.designNow }).click();
    const error = page.getByTestId('design-error');
    await expect(error).toContainText("We couldn't load the design editor");
    await error.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.waitForURL(`${US}/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  } finally {
    await fault.remove();
  }
});

test('closing the editor drops the design in progress; the modal passes axe', async ({ page }) => {
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);
  const frame = await openEditor(page, EN.designNow);
  await addText(frame);

  const results = await new AxeBuilder({ page }).include('[data-testid=design-modal]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await reviewProof(page, EN);
  expect(await page.evaluate(() => window.localStorage.getItem('customer-canvas-state'))).toContain('stateId');
  await page.getByRole('button', { name: EN.goBack }).click();
  await page.getByRole('button', { name: 'Close the design editor' }).click();
  await expect(designModal(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: EN.designNow })).toBeFocused();
  expect(await page.evaluate(() => window.localStorage.getItem('customer-canvas-state'))).not.toMatch(/"stateId":"[^"]/);
  // Nothing reopens on the next visit.
  await page.reload();
  await configuratorTotal(page);
  await expect(designModal(page)).toHaveCount(0);
});

test('a reload while designing reopens the editor with the same size', async ({ page }) => {
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);
  await page.getByLabel('Size', { exact: true }).selectOption('3" x 3"');
  await openEditor(page, EN.designNow);
  await page.reload();
  await expect(designModal(page)).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(designModal(page).getByLabel('Size', { exact: true })).toHaveValue('3" x 3"');
});
