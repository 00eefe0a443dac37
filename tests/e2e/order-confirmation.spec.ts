import { expect, test } from '@playwright/test';
import { FR, US } from './hosts';
import { CHECKOUT_EN, CHECKOUT_FR, placeOrder } from './shop';

/**
 * The order confirmation is the shopper's own: never kept by a cache, and a
 * made-up or guessed order number shows no lines but the ones this browser
 * sent to the checkout (none here).
 */

test('the confirmation is private to each request and is never cached', async ({ request }) => {
  const res = await request.get(`${US}/order-confirmation?order=%231001`);
  expect(res.status()).toBe(200);
  const cacheControl = res.headers()['cache-control'] ?? '';
  expect(cacheControl).toContain('private');
  expect(cacheControl).toContain('no-store');
});

for (const { site, language, title, number, unknown, noOrder } of [
  { site: US, language: 'English', title: 'Thank you for your order', number: 'Order #1001', unknown: 'Your order details are in the confirmation email.', noOrder: 'We could not find an order to confirm.' },
  { site: FR, language: 'French', title: 'Merci pour votre commande', number: 'Commande #1001', unknown: 'Le détail de votre commande figure dans l’e-mail de confirmation.', noOrder: 'Nous n’avons trouvé aucune commande à confirmer.' },
]) {
  test(`a guessed order number shows no one's order (${language})`, async ({ page }) => {
    await page.goto(`${site}/order-confirmation?order=%231001`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(number);
    await expect(page.getByText(unknown)).toBeVisible();
    await expect(page.getByTestId('ordered-line')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto(`${site}/order-confirmation?order=%3Cscript%3E`);
    await expect(page.getByText(noOrder)).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveCount(0);
  });
}

for (const { site, language, addToCart, checkout, labels, number, unknown, quantity } of [
  { site: US, language: 'English', addToCart: 'ADD TO CART', checkout: 'CHECKOUT', labels: CHECKOUT_EN, number: 'Order', unknown: 'Your order details are in the confirmation email.', quantity: /Quantity: [\d,]+/ },
  { site: FR, language: 'French', addToCart: 'AJOUTER AU PANIER', checkout: 'PASSER LA COMMANDE', labels: CHECKOUT_FR, number: 'Commande', unknown: 'Le détail de votre commande figure dans l’e-mail de confirmation.', quantity: /Quantité : [\d\s\u202f]+/ },
]) {
  test(`a visitor's confirmation lists what this browser sent to the checkout, for that order only (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${site}/products/custom-die-cut-stickers`);
    const product = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('button', { name: addToCart }).click();
    await expect(page).toHaveURL(`${site}/cart`);
    await page.getByRole('button', { name: checkout }).click();
    await page.waitForURL(/\/cart\/c\//);
    const orderName = await placeOrder(page, labels);
    await page.getByRole('link', { name: labels.back }).click();
    const own = `${site}/order-confirmation?order=${encodeURIComponent(orderName)}`;
    await expect(page).toHaveURL(own);
    const line = page.getByTestId('ordered-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(product);
    await expect(line).toContainText(quantity);

    // The next person at this computer trying another number sees none of it, even after a reload.
    const other = orderName === '#1001' ? '#1002' : '#1001';
    await page.goto(`${site}/order-confirmation?order=${encodeURIComponent(other)}`);
    await expect(page.getByTestId('order-number')).toHaveText(`${number} ${other}`);
    await expect(page.getByText(unknown)).toBeVisible();
    await expect(page.getByTestId('ordered-line')).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(unknown)).toBeVisible();
    await expect(page.getByTestId('ordered-line')).toHaveCount(0);

    // The shopper's own confirmation still lists it.
    await page.goto(own);
    await expect(page.getByTestId('ordered-line')).toContainText(product);
  });
}
