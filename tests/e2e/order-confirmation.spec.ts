import { expect, test } from '@playwright/test';
import { FR, US } from './hosts';

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
