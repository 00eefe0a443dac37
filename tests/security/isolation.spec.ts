import { expect, test } from '@playwright/test';
import { DEMO } from '../e2e/account';
import { addFault } from '../e2e/emulator';
import { APP_PORT } from '../e2e/hosts';
import { registerCustomer, signIn, storedCustomer } from './customers';
import { answer, header, HOST, jsonRequest, mapLimit, uniqueLoopbackIp } from './raw-http';

/**
 * Cross-tenant and cross-customer access: a reseller that does not exist has
 * no store; one customer cannot read, reorder or tag their way into another
 * customer's data; one reseller's pages never show another reseller's brand.
 */

const EVIL = `evil-co.resellers.localhost:${APP_PORT}`;

test('a made-up reseller host has no store: 404 on its home page, a product page and the checkout, and no cart is made for it', async ({ request }) => {
  const localAddress = uniqueLoopbackIp();
  const carts = await addFault(request, { prefix: '/api/2026-04/graphql.json', delayMs: 1, operation: 'CartCreate', bodyIncludes: 'evil-co' });
  try {
    for (const path of ['/', '/products/custom-roll-labels']) {
      const res = await answer({ method: 'GET', host: EVIL, path, localAddress });
      expect(res.status, `GET ${EVIL}${path}`).toBe(404);
    }
    const res = await answer(
      jsonRequest('POST', EVIL, '/api/checkout', {
        lines: [{ lineItemId: 'x', variantId: 'gid://shopify/ProductVariant/100001', quantity: 100, properties: {} }],
      }, { localAddress }),
    );
    expect(res.status, `POST ${EVIL}/api/checkout: ${res.text.slice(0, 200)}`).toBe(404);
    expect(await carts.hits(), 'cartCreate calls with reseller_id=evil-co').toBe(0);
  } finally {
    await carts.remove();
  }
});

test.describe('one customer cannot reach another customer’s orders or tags', () => {
  let order: { id: string; key: string };
  let owner = '';
  let stranger = '';
  let strangerEmail = '';

  test.beforeAll(async () => {
    // Customer A: the demo customer and one of their past orders.
    owner = await signIn(DEMO);
    const list = await answer({ method: 'GET', host: HOST.us, path: '/api/account/orders', headers: { cookie: owner }, localAddress: uniqueLoopbackIp() });
    expect(list.status, list.text.slice(0, 200)).toBe(200);
    const first = (list.json() as { orders: { id: string; key: string }[] }).orders[0];
    expect(first, 'customer A has an order').toBeTruthy();
    order = first!;
    // Customer B: registered now, as the register page does.
    const b = await registerCustomer('stranger');
    strangerEmail = b.email;
    stranger = await signIn(b);
  });

  test('customer A can open their order; customer B gets 404 for it, by id and key and by reorder', async () => {
    const localAddress = uniqueLoopbackIp();
    const path = `/api/account/orders/${order.id}?key=${encodeURIComponent(order.key)}`;
    const mine = await answer({ method: 'GET', host: HOST.us, path, headers: { cookie: owner }, localAddress });
    expect(mine.status, 'the owner reads the order (so the id and key are real)').toBe(200);

    const read = await answer({ method: 'GET', host: HOST.us, path, headers: { cookie: stranger }, localAddress });
    expect(read.status, `B reads A's order: ${read.text.slice(0, 200)}`).toBe(404);
    expect(read.text).not.toContain(DEMO.email);

    const reorder = await answer(jsonRequest('POST', HOST.us, '/api/account/reorder', { id: order.id, key: order.key }, { localAddress, headers: { cookie: stranger } }));
    expect(reorder.status, `B reorders A's order: ${reorder.text.slice(0, 200)}`).toBe(404);
    expect(reorder.text).not.toContain('"lines"');
  });

  test('a signed-in customer cannot tag themselves tax_exempt_eligible, nor anyone else', async () => {
    const localAddress = uniqueLoopbackIp();
    const self = await answer(jsonRequest('POST', HOST.us, '/api/tagging/add-customer-tags', { tags: ['tax_exempt_eligible'] }, { localAddress, headers: { cookie: stranger } }));
    expect(self.status, `self-tagging: ${self.text.slice(0, 200)}`).toBe(403);

    const demo = await storedCustomer(DEMO.email);
    const other = await answer(
      jsonRequest('POST', HOST.us, '/api/tagging/add-customer-tags', { customerId: demo.id, tags: ['tax_exempt_eligible'] }, { localAddress, headers: { cookie: stranger } }),
    );
    expect(other.status, `tagging customer A: ${other.text.slice(0, 200)}`).toBe(403);
    expect((await storedCustomer(strangerEmail)).tags).not.toContain('tax_exempt_eligible');
  });
});

/** Same-origin page paths a page links to (no API routes, files or fragments). */
function pageLinks(html: string): string[] {
  const found = new Set<string>();
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
    if (!href || !href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.replace(/&amp;/g, '&').split('#', 1)[0]!;
    if (/^\/(api|_next)\//.test(path) || /\.[a-z0-9]+$/i.test(path.split('?', 1)[0]!)) continue;
    found.add(path);
  }
  return [...found];
}

const BRANDS = [
  { name: 'acme', host: HOST.acme, foreign: /northwind/i },
  // Word-bounded: a base64 blob in a page may spell "acme" by chance, never "acme-" or " Acme ".
  { name: 'northwind', host: HOST.northwind, foreign: /\bacme(promo)?\b/i },
] as const;

for (const brand of BRANDS) {
  test(`${brand.name}'s pages, titles and sitemap never mention the other reseller`, async () => {
    const localAddress = uniqueLoopbackIp();
    const home = await answer({ method: 'GET', host: brand.host, path: '/', localAddress });
    expect(home.status).toBe(200);
    const paths = ['/', ...pageLinks(home.text).slice(0, 30), '/sitemap.xml', '/robots.txt'];
    expect(paths.length, 'links found on the home page').toBeGreaterThan(5);
    const leaks: string[] = [];
    await mapLimit([...new Set(paths)], 4, async (path) => {
      const res = await answer({ method: 'GET', host: brand.host, path, localAddress });
      expect.soft(res.status, `GET ${brand.host}${path}`).toBeLessThan(500);
      const match = brand.foreign.exec(res.text);
      if (match) {
        const title = /<title>([^<]*)<\/title>/.exec(res.text)?.[1] ?? '';
        const at = match.index;
        leaks.push(`${path} (${header(res.headers, 'content-type')}, title "${title}"): …${res.text.slice(Math.max(0, at - 60), at + 40).replace(/\s+/g, ' ')}…`);
      }
    });
    expect(leaks, `pages of ${brand.host} that mention ${brand.foreign}`).toEqual([]);
  });
}
