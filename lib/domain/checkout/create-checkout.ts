import 'server-only';
import { config } from '../../ground/config';
import { log } from '../../ground/log';
import { decimalString, parseCents } from '../../ground/money/cents';
import { toDisplayTotal } from '../../ground/money/display';
import { createCart, variantsExist, type CartInput } from '../../services/shopify/cart';
import type { RequestContext } from '../../services/shopify/client';
import { cartContextFor, readContextFor } from '../../services/shopify/context';
import { getMarket } from '../../services/shopify/markets';
import { tenantOrigin, type Tenant } from '../../ground/tenant';
import { storefrontCheckoutUrl } from './checkout-url';
import { checkMadeCart, duplicateLines, type LineIssue } from './platform-cart';
import { priceLines, pricedLineAttributes } from './price-lines';
import { formatReturnAddress, type CheckoutRequest } from './request';

/**
 * Checkout: the lines checked, re-priced and signed as every
 * sale prices them (./price-lines.ts: the variants read fresh, ./line-check.ts,
 * the pricing files, ./reprice.ts) → cartCreate → the shopper's checkout URL.
 *
 * Outcomes the cart page acts on:
 *   ok            go to `checkoutUrl` (null when the platform sent none: logged, button enabled again)
 *   unavailable   flag these lines (red border) and show the "no longer available" message
 *   invalid       lines the server does not sell as sent (lib/domain/checkout/line-check.ts: properties
 *                 that do not describe the variant, a design whose files are not on the design
 *                 service or image host, an Optional Extra on its own, a quantity rule);
 *                 400 naming them
 *   adjust        lines the platform would not take as priced (./platform-cart.ts): the same item
 *                 on two lines, more than the stock left; each named with what the shopper can do
 *   mismatch      the platform's cart or total differs from what was priced in another way: its
 *                 checkout could not verify the prices, so no URL is handed out
 *   error         anything else, including a pricing file that is missing, could not be read or
 *                 is invalid: "There was an error processing checkout. Please try again."
 */
export type CheckoutOutcome =
  | { kind: 'ok'; checkoutUrl: string | null }
  | { kind: 'unavailable'; lineItemIds: string[] }
  | { kind: 'invalid'; message: string; lineItemIds: string[] }
  | { kind: 'adjust'; issues: LineIssue[] }
  | { kind: 'mismatch' }
  | { kind: 'error' };

/** The cart attribute that carries the customer-number field. */
export const CUSTOMER_NUMBER_ATTRIBUTE = 'customer_number';

/** After an INVALID user error: the lines whose variant no longer exists. */
async function goneLines(request: CheckoutRequest, context: RequestContext): Promise<string[]> {
  const exists = await variantsExist(request.lines.map((l) => l.variantId), context);
  return request.lines.filter((l) => !exists.get(l.variantId)).map((l) => l.lineItemId);
}

/**
 * `customerAccessToken` (from the httpOnly session cookie) attaches a signed-in
 * customer: the platform pre-fills their email and default address and files
 * the order in their history. `buyerIp` (lib/edge/api/server.ts
 * clientIp) goes to the platform with the private token, when one is configured.
 */
export async function createCheckout(
  tenant: Tenant,
  request: CheckoutRequest,
  customerAccessToken?: string,
  buyerIp?: string,
): Promise<CheckoutOutcome> {
  const cfg = config();
  const locale = request.locale ?? tenant.defaultLocale;
  // Variants are read in the store's market (store amounts, as they are priced and signed);
  // the cart is made in the shopper's, so the checkout presents the currency the cart showed.
  const context: RequestContext = { ...readContextFor(tenant, locale, cfg), buyerIp };
  const logContext = { tenantKey: tenant.key, locale, lines: request.lines.length };

  try {
    const priced = await priceLines(request.lines, { tenant, locale, context, cfg, event: 'checkout', logContext });
    if (priced.kind === 'unavailable' || priced.kind === 'invalid') return priced;
    if (priced.kind === 'pricing') return { kind: 'error' };
    // The platform merges lines with the same variant and attributes: the merged line's price was never signed.
    const duplicates = duplicateLines(priced.lines);
    if (duplicates.length) {
      log.warn('checkout.duplicate_lines', { ...logContext, lineItemIds: duplicates.map((d) => d.lineItemId) });
      return { kind: 'adjust', issues: duplicates };
    }

    const market = await getMarket(tenant);
    const input: CartInput = {
      lines: priced.lines.map((line) => ({ merchandiseId: line.merchandiseId, quantity: line.quantity, attributes: pricedLineAttributes(line) })),
      attributes: [
        ...(tenant.kind === 'reseller' ? [{ key: 'reseller_id', value: tenant.resellerId }] : []),
        ...(request.alternateReturnAddress ? [{ key: 'alternate_return_address', value: formatReturnAddress(request.alternateReturnAddress) }] : []),
        ...(request.customerNumber && cfg.customerNumberTenants.includes(tenant.key)
          ? [{ key: CUSTOMER_NUMBER_ATTRIBUTE, value: request.customerNumber }]
          : []),
        { key: '_currency', value: cfg.STORE_CURRENCY },
        { key: '_store_url', value: tenantOrigin(tenant, cfg) },
      ],
      buyerIdentity: { countryCode: market.country, ...(customerAccessToken ? { customerAccessToken } : {}) },
      ...(request.note ? { note: request.note } : {}),
    };

    const result = await createCart(input, { ...cartContextFor(market, tenant, locale), buyerIp });
    const errors = result?.userErrors ?? [];
    if (errors.length) {
      log.warn('checkout.user_errors', { ...logContext, userErrors: errors });
      if (errors.some((e) => e.code === 'INVALID')) {
        const gone = await goneLines(request, context);
        if (gone.length) return { kind: 'unavailable', lineItemIds: gone };
      }
      return { kind: 'error' };
    }
    const cart = result?.cart;
    if (!cart) {
      log.error('checkout.no_cart', logContext);
      return { kind: 'error' };
    }
    // The cart as the platform made it: a line lowered to the stock or dropped is the shopper's to fix.
    const made = checkMadeCart(
      priced.lines,
      cart.lines.nodes.map((l) => ({
        merchandiseId: l.merchandise?.id ?? null,
        quantity: l.quantity,
        signature: l.signature?.value ?? null,
      })),
    );
    if (!made.ok) {
      log.warn('checkout.cart_changed', { ...logContext, ...made, warnings: result?.warnings ?? [] });
      return made.kind === 'stock' ? { kind: 'adjust', issues: made.issues } : { kind: 'mismatch' };
    }
    // The shopper saw each line converted at the market's rate: the checkout must charge the same, or not at all.
    const charged = cart.cost?.totalAmount;
    const shown = toDisplayTotal(priced.lines.map((l) => l.total), market);
    if (!charged || charged.currencyCode !== market.currency || parseCents(charged.amount) !== shown) {
      log.error('checkout.total_mismatch', { ...logContext, shown: { amount: decimalString(shown), currencyCode: market.currency }, charged: charged ?? null });
      return { kind: 'mismatch' };
    }
    const platformUrl = cart.checkoutUrl;
    if (!platformUrl) {
      log.error('checkout.no_checkout_url', { ...logContext, cartId: cart.id ?? null });
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
