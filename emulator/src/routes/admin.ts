import type { CheckoutStore } from '../checkout/store.ts';
import type { Outbox } from '../customers/outbox.ts';
import type { CustomerStore } from '../customers/store.ts';
import { addressFields } from '../customers/types.ts';
import type { Faults } from '../faults.ts';
import { parseFaultSpec } from '../faults.ts';
import { badRequest, json, jsonBody, noContent, notFound } from '../http.ts';
import type { RequestLog } from '../requestLog.ts';
import type { Router } from '../router.ts';
import type { Catalog } from '../store/catalog.ts';
import type { ContentStore } from '../store/content.ts';
import { parseProductPatch } from '../store/productPatch.ts';
import type { VariantRemoval } from '../store/variantRemoval.ts';
import { gid, parseGid } from '../graphql/gid.ts';

/** "100001" or "gid://shopify/ProductVariant/100001" → 100001; null for anything else. */
function variantId(param: string | undefined): number | null {
  if (param && /^\d+$/.test(param)) return Number(param);
  const g = parseGid(param);
  return g?.type === 'ProductVariant' ? g.id : null;
}

/** Test hooks under /__emulator: never counted in the request log and never faulted. */
export function addAdminRoutes(
  router: Router,
  deps: {
    log: RequestLog; faults: Faults; content: ContentStore; checkout: CheckoutStore; variants: VariantRemoval;
    customers: CustomerStore; outbox: Outbox; catalog: Catalog;
  },
): void {
  const { log, faults, content, checkout, variants, customers, outbox, catalog } = deps;
  router
    .add('GET', '/__emulator/health', () => json(200, { ok: true }))
    .add('GET', '/__emulator/requests', () => json(200, log.snapshot()))
    .add('DELETE', '/__emulator/requests', () => {
      log.reset();
      return noContent();
    })
    .add('GET', '/__emulator/faults', () => json(200, { faults: faults.list() }))
    .add('POST', '/__emulator/faults', (req) => {
      const spec = parseFaultSpec(jsonBody(req));
      return typeof spec === 'string' ? badRequest(spec) : json(201, { fault: faults.add(spec) });
    })
    .add('DELETE', '/__emulator/faults', () => {
      faults.clear();
      return noContent();
    })
    .add('DELETE', '/__emulator/faults/:id', (req) => (faults.remove(Number(req.params.id)) ? noContent() : notFound('No such fault')))
    .add('GET', '/__emulator/analytics', () => json(200, { events: content.events() }))
    .add('DELETE', '/__emulator/analytics', () => {
      content.clearAnalytics();
      return noContent();
    })
    .add('DELETE', '/__emulator/variants/:id', (req) => {
      const id = variantId(req.params.id);
      return id !== null && variants.remove(id) ? noContent() : notFound('No such variant');
    })
    .add('POST', '/__emulator/variants/:id/restore', (req) => {
      const id = variantId(req.params.id);
      return id !== null && variants.restore(id) ? noContent() : notFound('No such removed variant');
    })
    // Edits a product as a merchant would in the admin: Storefront reads and the search index see it at once.
    .add('PATCH', '/__emulator/products/:handle', (req) => {
      const patch = parseProductPatch(jsonBody(req));
      if (typeof patch === 'string') return badRequest(patch);
      const p = catalog.patchProduct(req.params.handle ?? '', patch);
      if (!p) return notFound('No such product');
      return json(200, { product: { handle: p.handle, title: p.title, descriptionHtml: p.descriptionHtml, productType: p.productType, vendor: p.vendor, tags: p.tags, updatedAt: p.updatedAt } });
    })
    .add('GET', '/__emulator/orders', () => json(200, { orders: checkout.orders() }))
    .add('GET', '/__emulator/carts/:token', (req) => {
      const cart = checkout.cart(req.params.token ?? '');
      return cart ? json(200, { cart }) : notFound('No such cart');
    })
    // Mail the platform "sent" (password resets), newest first; ?to= keeps one recipient's.
    .add('GET', '/__emulator/outbox', (req) => json(200, { messages: outbox.list(req.query.get('to')) }))
    .add('GET', '/__emulator/customers/:email', (req) => {
      const c = customers.byEmail(req.params.email ?? '');
      if (!c) return notFound('No such customer');
      return json(200, {
        id: gid('Customer', c.id), legacyId: c.id, email: c.email, firstName: c.firstName, lastName: c.lastName, phone: c.phone,
        tags: c.tags, taxExempt: c.taxExempt, defaultAddressId: c.defaultAddressId,
        addresses: customers.addresses(c.id).map((a) => ({ id: a.id, ...addressFields(a) })),
        orders: checkout.ordersOfCustomer(c.id).length,
      });
    })
    // Makes the customer's sessions stale without logging them out, as a token reaching its expiry does.
    .add('POST', '/__emulator/customers/:email/expire-tokens', (req) => {
      const c = customers.byEmail(req.params.email ?? '');
      return c ? json(200, { expired: customers.expireTokens(c.id) }) : notFound('No such customer');
    });
}
