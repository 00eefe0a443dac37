import { expect, test, type Page } from '@playwright/test';
import { chooseArtwork, colourPdf, discPng, near, proofCentre, stripPng, SVG, truncatedPng, uploadArtwork, uploadTool } from './artwork';
import { designModal, openEditor } from './design';
import { addFault } from './emulator';
import { ACME, EMULATOR_PORT, FR, US } from './hosts';
import { configuratorTotal } from './shop';

/**
 * The shopper's own artwork: uploaded in any format a print shop
 * receives, converted by the image host and placed in the design; on die-cut
 * products the cut line follows the artwork with the chosen border, and the
 * die-cut size follows the artwork's proportions within the product's limits.
 */

const EN = { designNow: 'DESIGN NOW', review: 'Review Design', approve: 'Approve and add to cart', placed: 'Your artwork is in the design.' };
const FRENCH = { designNow: 'CRÉER MON DESIGN', review: 'Vérifier le design', approve: 'Approuver et ajouter au panier', placed: 'Votre visuel est dans le design.' };

async function review(page: Page, words: typeof EN): Promise<void> {
  await designModal(page).getByRole('button', { name: words.review }).click();
  const proof = page.getByTestId('design-proof');
  await expect(proof).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

/** Counts the uploads the page sends to our server. */
function countUploads(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/design/artwork')) n++;
  });
  return () => n;
}

for (const [name, origin, words] of [
  ['US', US, EN],
  ['FR in French', FR, FRENCH],
  ['a reseller host', ACME, EN],
] as const) {
  test(`${name}: an uploaded PNG is placed in the design and shows on the proof`, async ({ page, request }) => {
    test.slow();
    await page.goto(`${origin}/products/${origin === ACME ? 'custom-die-cut-stickers' : 'custom-roll-labels'}`);
    await configuratorTotal(page);
    await openEditor(page, words.designNow);
    await uploadArtwork(page, { name: 'logo.png', mimeType: 'image/png', buffer: await discPng(1200, 1, '#d63a2f') });
    await expect(uploadTool(page).getByRole('status')).toHaveText(words.placed);
    await review(page, words);
    expect(near(await proofCentre(page, request), '#d63a2f')).toBe(true);
  });
}

test('a PDF is rasterised and an SVG drawn: each lands in the design', async ({ page, request }) => {
  test.slow();
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);
  await openEditor(page, EN.designNow);
  await uploadArtwork(page, { name: 'art.pdf', mimeType: 'application/pdf', buffer: await colourPdf(2, { r: 0.1, g: 0.6, b: 0.2 }) });
  await review(page, EN);
  expect(near(await proofCentre(page, request), '#1a9933')).toBe(true);
  await page.getByRole('button', { name: 'GO BACK TO DESIGN' }).click();
  await uploadArtwork(page, { name: 'hello.svg', mimeType: 'image/svg+xml', buffer: SVG });
  await review(page, EN);
  expect(near(await proofCentre(page, request), '#7b2cbf', 40)).toBe(true);
});

const REFUSALS = {
  en: {
    tooLarge: 'This file is larger than 10 MB.',
    notAccepted: 'This type of file is not accepted.',
    unreadable: 'This file could not be read: it may be damaged.',
    lowResolution: /Very low resolution: at [\d.]+ × [\d.]+ in, your artwork prints at about \d+ dpi, far below the 300 dpi print needs, and will look blurry\./,
  },
  fr: {
    tooLarge: 'Ce fichier dépasse 10 Mo.',
    notAccepted: 'Ce type de fichier n’est pas accepté.',
    unreadable: 'Ce fichier n’a pas pu être lu : il est peut-être endommagé.',
    lowResolution: /Résolution très basse : en [\d,]+ × [\d,]+ po, votre visuel s’imprime à environ \d+ ppp, bien en dessous des 300 ppp nécessaires à l’impression, et sera flou\./,
  },
};

for (const [name, origin, words, says] of [
  ['US', US, EN, REFUSALS.en],
  ['FR in French', FR, FRENCH, REFUSALS.fr],
] as const) {
  test(`${name}: a file too large, of a type not accepted or unreadable says why, and the editor stays usable`, async ({ page }) => {
    test.slow();
    await page.goto(`${origin}/products/custom-roll-labels`);
    await configuratorTotal(page);
    await openEditor(page, words.designNow);
    const uploads = countUploads(page);
    const error = designModal(page).getByTestId('artwork-error');

    // Refused before anything is sent.
    const big = Buffer.alloc(11_000_000, 0);
    (await discPng(50)).copy(big);
    await chooseArtwork(page, { name: 'huge.png', mimeType: 'image/png', buffer: big });
    await expect(error).toContainText(says.tooLarge);
    await chooseArtwork(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Please print our logo in blue.') });
    await expect(error).toContainText(says.notAccepted);
    await chooseArtwork(page, { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00\x03\x00') });
    await expect(error).toContainText(says.notAccepted);
    expect(uploads()).toBe(0);

    // A PNG by its first bytes whose image is garbage: only the image host finds out.
    const corrupt = Buffer.concat([(await discPng(50)).subarray(0, 16), Buffer.alloc(4_000, 0x5a)]);
    await chooseArtwork(page, { name: 'corrupt.png', mimeType: 'image/png', buffer: corrupt });
    await expect(error).toContainText(says.unreadable, { timeout: 30_000 });
    expect(uploads()).toBe(1);

    // Nothing is stuck: a good file still goes in.
    await uploadArtwork(page, { name: 'logo.png', mimeType: 'image/png', buffer: await discPng(1200) });
    await expect(error).toHaveCount(0);
    await expect(designModal(page).getByTestId('preflight-resolution')).toHaveCount(0);
  });

  test(`${name}: artwork too small for the size is flagged with its dpi as soon as it is uploaded`, async ({ page }) => {
    test.slow();
    await page.goto(`${origin}/products/custom-roll-labels`);
    await configuratorTotal(page);
    await openEditor(page, words.designNow);
    await uploadArtwork(page, { name: 'tiny.png', mimeType: 'image/png', buffer: await discPng(60) });
    await expect(designModal(page).getByTestId('preflight-resolution')).toHaveText(says.lowResolution);
  });
}

test('die-cut: the cut follows the artwork, each border resizes the sticker, and the size is checked', async ({ page }) => {
  test.slow();
  await page.goto(`${US}/products/custom-shape-stickers`);
  await configuratorTotal(page);
  await openEditor(page, EN.designNow);
  await expect(designModal(page).getByTestId('die-cut')).toContainText('Upload your artwork: the sticker is cut around it.');
  // A 2" disc (600 px at 300 dpi) on a transparent canvas.
  await uploadArtwork(page, { name: 'disc.png', mimeType: 'image/png', buffer: await discPng(900, 2 / 3) });
  const width = designModal(page).getByTestId('die-cut-width');
  const height = designModal(page).getByTestId('die-cut-height');
  await expect(width).toHaveValue(/^(1\.99|2|2\.01)$/);
  await expect(height).toHaveValue(/^(1\.99|2|2\.01)$/);
  const modalTotal = () => designModal(page).getByTestId('configurator-total').textContent();
  const totalNone = await modalTotal();

  // The traced outline is measured in pixels: within a hundredth of an inch of the border's 1/4" or 1/2".
  for (const [border, side] of [['Small', /^(2\.49|2\.5|2\.51)$/], ['Large', /^(2\.99|3|3\.01)$/], ['None', /^(1\.99|2|2\.01)$/]] as const) {
    // Clicked, not check(): the choices wait (disabled) while the new cut line is traced.
    await designModal(page).getByRole('radio', { name: border }).click();
    await expect(uploadTool(page)).toHaveAttribute('data-step', 'placed', { timeout: 60_000 });
    await expect(width).toHaveValue(side);
    await expect(designModal(page)).toHaveAttribute('data-status', 'ready');
  }
  await designModal(page).getByRole('radio', { name: 'Small' }).click();
  await expect(uploadTool(page)).toHaveAttribute('data-step', 'placed', { timeout: 60_000 });
  // The white halo is the border: it is priced as the extra.
  await expect.poll(modalTotal).not.toBe(totalNone);

  const reviewButton = designModal(page).getByRole('button', { name: EN.review });
  const error = designModal(page).getByTestId('die-cut-error');
  await width.fill('1.5');
  await expect(error).toHaveText('Width cannot be less than 2"');
  await expect(height).toHaveValue('1.5');
  await expect(reviewButton).toBeDisabled();
  await width.fill('6');
  await expect(error).toHaveText('Width cannot be more than 5"');
  await expect(reviewButton).toBeDisabled();
  await height.fill('4.567');
  await expect(height).toHaveValue('4.56');
  await expect(width).toHaveValue('4.56');
  await expect(error).toHaveText('');
  await expect(reviewButton).toBeEnabled();

  await review(page, EN);
  await page.getByRole('button', { name: EN.approve }).click();
  await page.waitForURL(`${US}/cart`);
  const line = page.getByTestId('cart-line');
  await expect(line).toContainText('4.56');
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await page.waitForURL(new RegExp(`checkout[a-z-]*\\.localhost:${EMULATOR_PORT}/cart/c/`));
});

test('die-cut: artwork that no allowed size fits gives the scaling message and blocks review (in French too)', async ({ page }) => {
  await page.goto(`${FR}/products/custom-shape-stickers`);
  await configuratorTotal(page);
  await openEditor(page, FRENCH.designNow);
  await uploadArtwork(page, { name: 'strip.png', mimeType: 'image/png', buffer: await stripPng() });
  await expect(designModal(page).getByTestId('die-cut-error')).toContainText('5');
  await expect(designModal(page).getByTestId('die-cut-error')).not.toHaveText('');
  await expect(designModal(page).getByRole('button', { name: FRENCH.review })).toBeDisabled();
});

test('a failed upload or conversion explains itself and offers the item without a design', async ({ page, request }) => {
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);
  await openEditor(page, EN.designNow);
  const fault = await addFault(request, { prefix: '/v1_1/', status: 500, times: 1 });
  try {
    await chooseArtwork(page, { name: 'logo.png', mimeType: 'image/png', buffer: await discPng(300) });
    const alert = designModal(page).getByTestId('artwork-error');
    await expect(alert).toContainText('Your artwork could not be uploaded.');
    await alert.getByRole('button', { name: 'Add to Cart without a design' }).click();
    await page.waitForURL(`${US}/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  } finally {
    await fault.remove();
  }
});

for (const [name, origin, words, message] of [
  ['US', US, EN, 'Your artwork could not be converted.'],
  ['FR in French', FR, FRENCH, 'Votre visuel n’a pas pu être converti.'],
] as const) {
  test(`${name}: an image the host hands back cut short never reaches the design: the conversion error shows`, async ({ page }) => {
    test.slow();
    await page.goto(`${origin}/products/custom-roll-labels`);
    await configuratorTotal(page);
    await openEditor(page, words.designNow);
    // The host stores the file as sent and delivers it so: only decoding every pixel shows it is incomplete.
    await chooseArtwork(page, { name: 'photo.png', mimeType: 'image/png', buffer: await truncatedPng() });
    await expect(designModal(page).getByTestId('artwork-error')).toContainText(message, { timeout: 60_000 });
    await expect(uploadTool(page)).toHaveAttribute('data-step', 'failed');
  });
}

test("the design service refusing the shopper's token abandons the upload", async ({ page, request }) => {
  await page.goto(`${US}/products/custom-roll-labels`);
  await configuratorTotal(page);
  await openEditor(page, EN.designNow);
  // This shopper's token only: a browser test on the other worker may be asking for its own at the same moment.
  // The cookie is the visitor's id, a dot and its signature; the design service knows the id.
  const visitor = (await page.context().cookies()).find((c) => c.name === 'design_visitor')?.value.split('.')[0];
  expect(visitor).toBeTruthy();
  const fault = await addFault(request, { prefix: `/designer/api/Auth/Users/${visitor}/`, status: 403, times: 2 });
  try {
    await chooseArtwork(page, { name: 'logo.png', mimeType: 'image/png', buffer: await discPng(300) });
    await expect(designModal(page).getByTestId('artwork-error')).toContainText('The upload was abandoned');
    await expect(designModal(page).getByTestId('artwork-error').getByRole('button')).toHaveCount(0);
  } finally {
    await fault.remove();
  }
});
