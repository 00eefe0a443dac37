import { pageLang, FIELDS, STRINGS, type Field } from '../checkout/i18n.ts';
import { alreadyPlacedPage, checkoutPage, notFoundPage, thankYouPage, type View } from '../checkout/page.ts';
import { buyerLabel, cartCustomer, prefill } from '../checkout/prefill.ts';
import { fixed, priceCart } from '../checkout/pricing.ts';
import { returnUrl } from '../checkout/returnUrl.ts';
import type { CheckoutStore } from '../checkout/store.ts';
import { attr, type CartRec, type OrderLine, type OrderRec, type ShippingAddress } from '../checkout/types.ts';
import type { CustomerStore } from '../customers/store.ts';
import type { Handler, Reply, Req } from '../http.ts';

/** The cart attribute that tags an order with the reseller it was placed under. */
export const RESELLER_ATTRIBUTE = 'reseller_id';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_FIELD = 500;

interface Deps {
  store: CheckoutStore;
  priceSecret: string;
  customers: CustomerStore;
}

function lookup(req: Req, store: CheckoutStore): { cart: CartRec | null; view: View } {
  const locale = req.query.get('locale') ?? '';
  const key = req.query.get('key') ?? '';
  const cart = store.cartWithKey(req.params.token ?? '', req.query.get('key'));
  return { cart, view: { lang: pageLang(locale || null, cart?.language), locale, key, token: req.params.token ?? '' } };
}

/** The page of a cart whose order is placed, with the way back to the store. */
const placedPage = (status: number, cart: CartRec, order: OrderRec, view: View) =>
  alreadyPlacedPage(status, order, view, returnUrl(cart.attributes, order.name));

/**
 * A handler of the checkout of one open cart: an unknown cart or key gets the not-found page, a cart
 * whose order is placed the placed page with `placedStatus` (viewing it again is fine, ordering again is not).
 */
function withOpenCart(store: CheckoutStore, placedStatus: number, run: (cart: CartRec, view: View, req: Req) => Reply): Handler {
  return (req) => {
    const { cart, view } = lookup(req, store);
    if (!cart) return notFoundPage(view);
    const order = store.orderForCart(cart.token);
    return order ? placedPage(placedStatus, cart, order, view) : run(cart, view, req);
  };
}

/** GET /cart/c/:token?key=&locale= — served on any Host, since the storefront rewrites the checkout host. */
export function checkoutPageHandler({ store, priceSecret, customers }: Deps): Handler {
  return withOpenCart(store, 200, (cart, view) => {
    const customer = cartCustomer(cart, customers);
    return checkoutPage(200, cart, priceCart(cart, priceSecret), view, {
      values: prefill(cart, customer, customers), errors: [], invalid: [], buyer: buyerLabel(customer),
    });
  });
}

/** POST /cart/c/:token/orders?key=&locale= with the urlencoded shipping form. */
export function placeOrderHandler({ store, priceSecret, customers }: Deps): Handler {
  return withOpenCart(store, 409, (cart, view, req) => {
    const priced = priceCart(cart, priceSecret);
    const form = new URLSearchParams(req.body.toString('utf8'));
    const values = Object.fromEntries(FIELDS.map((f) => [f, (form.get(f) ?? '').trim().slice(0, MAX_FIELD)])) as Record<Field, string>;
    const customer = cartCustomer(cart, customers);
    const buyer = buyerLabel(customer);
    if (!priced.verified) return checkoutPage(409, cart, priced, view, { values, errors: [], invalid: [], buyer });

    const t = STRINGS[view.lang];
    const missing = FIELDS.filter((f) => !values[f]);
    const badEmail = values.email !== '' && !EMAIL.test(values.email);
    if (missing.length || badEmail) {
      const errors = [
        ...(missing.length ? [`${t.missing} ${missing.map((f) => t.fields[f]).join(', ')}`] : []),
        ...(badEmail ? [t.invalidEmail] : []),
      ];
      return checkoutPage(400, cart, priced, view, { values, errors, invalid: badEmail ? [...missing, 'email'] : missing, buyer });
    }

    const shippingAddress: ShippingAddress = {
      name: values.name, address1: values.address1, city: values.city, province: values.province, zip: values.zip, country: values.country,
    };
    const lines = priced.lines.map(({ line, cents }): OrderLine => ({
      merchandiseId: line.merchandiseId, productTitle: line.productTitle, variantTitle: line.variant.title, sku: line.variant.sku,
      quantity: line.quantity, attributes: line.attributes, linePrice: fixed(cents),
    }));
    const total = fixed(priced.totalCents);
    const order = store.placeOrder({
      cartToken: cart.token, email: values.email, shippingAddress, lines, note: cart.note, attributes: cart.attributes,
      subtotal: total, total, currency: priced.currency, customerAccessToken: cart.buyerIdentity.customerAccessToken,
      resellerId: attr(cart.attributes, RESELLER_ATTRIBUTE) || null, customerId: customer?.id ?? null,
    });
    if (!order) return placedPage(409, cart, store.orderForCart(cart.token)!, view);
    return thankYouPage(order, view, returnUrl(cart.attributes, order.name));
  });
}
