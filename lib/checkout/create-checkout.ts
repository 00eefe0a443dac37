import 'server-only';
import { config } from '../config';
import { log } from '../log';
import { getPricing } from '../pricing/fetch';
import type { PricingGrid } from '../pricing/grid';
import { ITEM_PRICE_ATTRIBUTE, ITEM_PRICE_SIGNATURE_ATTRIBUTE, signItemPrice } from '../pricing/signature';
import { gridOf } from '../pricing/state';
import { getOptionalExtras } from '../shopify/catalog';
import { storefrontQuery } from '../shopify/client';
import { inContextFor } from '../shopify/context';
import { CART_CREATE, CHECKOUT_VARIANTS, VARIANT_BY_ID } from '../shopify/documents';
import type { CartInput, GqlCheckoutVariant } from '../shopify/documents/cart';
import { tenantOrigin, type Tenant } from '../tenant';
import { storefrontCheckoutUrl } from './checkout-url';
import { repriceCheckout, type CheckoutVariant } from './reprice';
import { formatReturnAddress, type CheckoutRequest } from './request';

/**
 * Checkout (spec §4, §7): re-price → cartCreate → the shopper's checkout URL.
 *
 * Outcomes the cart page acts on:
 *   ok            go to `checkoutUrl` (null when the platform sent none: logged, button enabled again)
 *   unavailable   flag these lines (red border) and show the "no longer available" message
 *   rule          a quantity rule the browser should have enforced (400)
 *   error         anything else: "There was an error processing checkout. Please try again."
 */
export type CheckoutOutcome =
  | { kind: 'ok'; checkoutUrl: string | null }
  | { kind: 'unavailable'; lineItemIds: string[] }
  | { kind: 'rule'; message: string; lineItemId: string }
  | { kind: 'error' };

/** The cart attribute that carries the customer-number field (spec §6). */
export const CUSTOMER_NUMBER_ATTRIBUTE = 'customer_number';

/** The platform's store currency: every price we compute and sign is in it. */
export const STORE_CURRENCY = 'USD';

function toCheckoutVariant(node: GqlCheckoutVariant | null): CheckoutVariant | null {
  if (!node?.id || !node.product?.id) return null;
  const price = Number.parseFloat(node.price?.amount ?? '');
  if (!Number.isFinite(price)) return null;
  return {
    id: node.id,
    sku: node.sku ?? null,
    price,
    availableForSale: node.availableForSale !== false,
    product: { id: node.product.id, title: node.product.title ?? '', tags: node.product.tags ?? [] },
  };
}

async function loadVariants(ids: string[], context: ReturnType<typeof inContextFor>) {
  const data = await storefrontQuery(CHECKOUT_VARIANTS, { variables: { ids }, context });
  const variants = new Map<string, CheckoutVariant>();
  const productVariants = new Map<string, { sku: string | null; price: number }[]>();
  for (const node of data.nodes ?? []) {
    const variant = toCheckoutVariant(node ?? null);
    if (!variant) continue;
    variants.set(variant.id, variant);
    productVariants.set(
      variant.product.id,
      (node?.product?.variants?.nodes ?? []).map((v) => ({ sku: v?.sku ?? null, price: Number.parseFloat(v?.price?.amount ?? '0') || 0 })),
    );
  }
  return { variants, productVariants };
}

/** After an INVALID user error: the lines whose variant no longer exists. */
async function goneLines(request: CheckoutRequest, context: ReturnType<typeof inContextFor>): Promise<string[]> {
  const ids = [...new Set(request.lines.map((l) => l.variantId))];
  const checks = await Promise.all(
    ids.map(async (id) => {
      const data = await storefrontQuery(VARIANT_BY_ID, { variables: { id }, context });
      return [id, data.node?.__typename === 'ProductVariant' && Boolean(data.node.id)] as const;
    }),
  );
  const exists = new Map(checks);
  return request.lines.filter((l) => !exists.get(l.variantId)).map((l) => l.lineItemId);
}

/**
 * `customerAccessToken` (from the httpOnly session cookie) attaches a signed-in
 * customer: the platform pre-fills their email and default address and files
 * the order in their history (accounts §6).
 */
export async function createCheckout(tenant: Tenant, request: CheckoutRequest, customerAccessToken?: string): Promise<CheckoutOutcome> {
  const cfg = config();
  const locale = request.locale ?? tenant.defaultLocale;
  const context = inContextFor(tenant, locale);
  const logContext = { tenantKey: tenant.key, locale, lines: request.lines.length };

  try {
    const ids = [...new Set(request.lines.map((l) => l.variantId))];
    const [{ variants, productVariants }, extraProducts] = await Promise.all([
      loadVariants(ids, context),
      getOptionalExtras(tenant.key, locale),
    ]);
    const products = new Map([...variants.values()].map((v) => [v.product.id, v.product]));
    const grids = new Map<string, PricingGrid | null>(
      await Promise.all(
        [...products.values()].map(async (product) => {
          const pricing = await getPricing(tenant.key, { tags: product.tags, variants: productVariants.get(product.id) ?? [] });
          return [product.id, gridOf(pricing)] as const;
        }),
      ),
    );

    const repriced = repriceCheckout(request.lines, variants, grids, extraProducts);
    if (!repriced.ok) {
      log.warn('checkout.rejected', { ...logContext, ...repriced });
      return repriced.kind === 'unavailable'
        ? { kind: 'unavailable', lineItemIds: repriced.lineItemIds }
        : { kind: 'rule', message: repriced.message, lineItemId: repriced.lineItemId };
    }

    const input: CartInput = {
      lines: repriced.lines.map((line) => {
        const itemPrice = line.total.toFixed(2);
        const signed = { merchandiseId: line.merchandiseId, quantity: line.quantity, itemPrice, currency: STORE_CURRENCY };
        return {
          merchandiseId: line.merchandiseId,
          quantity: line.quantity,
          attributes: [
            ...Object.entries(line.properties).map(([key, value]) => ({ key, value })),
            { key: ITEM_PRICE_ATTRIBUTE, value: itemPrice },
            { key: ITEM_PRICE_SIGNATURE_ATTRIBUTE, value: signItemPrice(cfg.PRICE_SIGNING_SECRET, signed) },
          ],
        };
      }),
      attributes: [
        ...(tenant.kind === 'reseller' ? [{ key: 'reseller_id', value: tenant.resellerId }] : []),
        ...(request.alternateReturnAddress ? [{ key: 'alternate_return_address', value: formatReturnAddress(request.alternateReturnAddress) }] : []),
        ...(request.customerNumber && cfg.customerNumberTenants.includes(tenant.key)
          ? [{ key: CUSTOMER_NUMBER_ATTRIBUTE, value: request.customerNumber }]
          : []),
        { key: '_currency', value: STORE_CURRENCY },
        { key: '_store_url', value: tenantOrigin(tenant, cfg) },
      ],
      buyerIdentity: { countryCode: tenant.country, ...(customerAccessToken ? { customerAccessToken } : {}) },
      ...(request.note ? { note: request.note } : {}),
    };

    const data = await storefrontQuery(CART_CREATE, { variables: { input }, context });
    const result = data.cartCreate;
    const errors = result?.userErrors ?? [];
    if (errors.length) {
      log.warn('checkout.user_errors', { ...logContext, userErrors: errors });
      if (errors.some((e) => e.code === 'INVALID')) {
        const gone = await goneLines(request, context);
        if (gone.length) return { kind: 'unavailable', lineItemIds: gone };
      }
      return { kind: 'error' };
    }
    const platformUrl = result?.cart?.checkoutUrl;
    if (!platformUrl) {
      log.error('checkout.no_checkout_url', { ...logContext, cartId: result?.cart?.id ?? null });
      return { kind: 'ok', checkoutUrl: null };
    }
    const checkoutUrl = storefrontCheckoutUrl(platformUrl, {
      tenantKey: tenant.key,
      locale,
      hosts: cfg.checkoutHosts,
      defaultHost: cfg.CHECKOUT_DEFAULT_HOST,
    });
    if (!checkoutUrl) log.error('checkout.bad_checkout_url', { ...logContext, platformUrl });
    return { kind: 'ok', checkoutUrl };
  } catch (error) {
    log.error('checkout.failed', { ...logContext, error });
    return { kind: 'error' };
  }
}
