import type { CheckoutStore } from '../checkout/store.ts';
import type { Faults } from '../faults.ts';
import { parseFaultSpec } from '../faults.ts';
import { badRequest, json, jsonBody, noContent, notFound } from '../http.ts';
import type { RequestLog } from '../requestLog.ts';
import type { Router } from '../router.ts';
import type { ContentStore } from '../store/content.ts';
import type { VariantRemoval } from '../store/variantRemoval.ts';
import { parseGid } from '../graphql/gid.ts';

/** "100001" or "gid://shopify/ProductVariant/100001" → 100001; null for anything else. */
function variantId(param: string | undefined): number | null {
  if (param && /^\d+$/.test(param)) return Number(param);
  const g = parseGid(param);
  return g?.type === 'ProductVariant' ? g.id : null;
}

/** Test hooks under /__emulator: never counted in the request log and never faulted. */
export function addAdminRoutes(
  router: Router,
  deps: { log: RequestLog; faults: Faults; content: ContentStore; checkout: CheckoutStore; variants: VariantRemoval },
): void {
  const { log, faults, content, checkout, variants } = deps;
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
    .add('GET', '/__emulator/orders', () => json(200, { orders: checkout.orders() }))
    .add('GET', '/__emulator/carts/:token', (req) => {
      const cart = checkout.cart(req.params.token ?? '');
      return cart ? json(200, { cart }) : notFound('No such cart');
    });
}
