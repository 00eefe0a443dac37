import { randomBytes, randomUUID } from 'node:crypto';
import { prepareAll, type Db } from '../store/db.ts';
import type { CartContent, CartLineRec, CartRec, OrderRec } from './types.ts';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Base62 so tokens need no escaping in paths, query strings or HTML. */
function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Lines may come with their ids (cartClone, the cart mutations) or get new ones. */
export type NewCart = Omit<CartContent, 'lines'> & {
  lines: (Omit<CartLineRec, 'id'> & { id?: string })[];
  country: string;
  language: string;
};

/** A cart token: `hWN` + 29 letters and digits. */
export const newCartToken = (): string => `hWN${randomToken(29)}`;

/** A cart line id as Shopify forms it: a uuid, plus the cart token. */
export const newLineId = (token: string): string => `gid://shopify/CartLine/${randomUUID()}?cart=${token}`;

const nowIso = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const json = (v: unknown) => JSON.stringify(v);

/** Set by the store unless given (the seed gives them for its past orders). */
type OrderDefaults = 'key' | 'customerId' | 'processedAt' | 'fulfillmentStatus' | 'shippingTotal' | 'taxTotal';
export type NewOrder = Omit<OrderRec, 'id' | 'name' | 'createdAt' | OrderDefaults> & Partial<Pick<OrderRec, OrderDefaults>>;

/** Carts and orders in SQLite: run-time data, dropped only when the data folder is reseeded. */
export class CheckoutStore {
  private readonly s;
  private readonly insertOrder;

  constructor(db: Db) {
    this.s = prepareAll(db, {
      insertCart: `INSERT INTO carts (token, key, created_at, updated_at, note, attributes, buyer_identity,
        lines, country, language, discount_codes, delivery_addresses, metafields, billing_address, market)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      cart: 'SELECT * FROM carts WHERE token = ?',
      insertOrderRow: `INSERT INTO orders (id, name, cart_token, created_at, email, shipping_address, lines, note,
        attributes, subtotal, total, currency, customer_access_token, reseller_id, customer_id, order_key, processed_at,
        fulfillment_status, shipping_total, tax_total) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      nextOrderId: 'SELECT COALESCE(MAX(id), 0) + 1 AS id FROM orders',
      orderByCart: 'SELECT * FROM orders WHERE cart_token = ?',
      allOrders: 'SELECT * FROM orders ORDER BY id',
      orderById: 'SELECT * FROM orders WHERE id = ?',
      customerOrders: 'SELECT * FROM orders WHERE customer_id = ? ORDER BY id',
      saveContent: `UPDATE carts SET note = ?, attributes = ?, buyer_identity = ?, lines = ?, discount_codes = ?,
        delivery_addresses = ?, metafields = ?, billing_address = ?, market = ?, updated_at = ? WHERE token = ?`,
    });
    // One transaction: the cart check and the numbering must not interleave with another placement.
    this.insertOrder = db.transaction((o: NewOrder): OrderRec | null => {
      if (this.s.orderByCart.get(o.cartToken)) return null;
      const id = (this.s.nextOrderId.get() as { id: number }).id;
      const createdAt = o.processedAt ?? new Date().toISOString();
      const order: OrderRec = {
        ...o, id, name: `#${1000 + id}`, createdAt, key: o.key ?? randomBytes(16).toString('hex'), customerId: o.customerId ?? null,
        processedAt: createdAt.replace(/\.\d+Z$/, 'Z'), fulfillmentStatus: o.fulfillmentStatus ?? 'UNFULFILLED',
        shippingTotal: o.shippingTotal ?? '0.00', taxTotal: o.taxTotal ?? '0.00',
      };
      this.s.insertOrderRow.run(id, order.name, o.cartToken, order.createdAt, o.email, JSON.stringify(o.shippingAddress), JSON.stringify(o.lines),
        o.note, JSON.stringify(o.attributes), o.subtotal, o.total, o.currency, o.customerAccessToken, o.resellerId, order.customerId,
        order.key, order.processedAt, order.fulfillmentStatus, order.shippingTotal, order.taxTotal);
      return order;
    });
  }

  /** `token` may be drawn beforehand (newCartToken) so that line ids can name it. */
  createCart(c: NewCart, token = newCartToken()): CartRec {
    const key = randomBytes(16).toString('hex');
    const now = nowIso();
    const lines = c.lines.map((l): CartLineRec => ({ ...l, id: l.id ?? newLineId(token) }));
    const cart: CartRec = { token, key, createdAt: now, updatedAt: now, ...c, lines };
    this.s.insertCart.run(token, key, now, now, c.note, json(c.attributes), json(c.buyerIdentity), json(lines), c.country, c.language,
      json(c.discountCodes), json(c.deliveryAddresses), json(c.metafields), c.billingAddress ? json(c.billingAddress) : null, c.market);
    return cart;
  }

  /** Stores what a cart mutation changed and moves `updatedAt`; null when the cart is gone. */
  saveCart(token: string, c: CartContent): CartRec | null {
    const changes = this.s.saveContent.run(c.note, json(c.attributes), json(c.buyerIdentity), json(c.lines), json(c.discountCodes),
      json(c.deliveryAddresses), json(c.metafields), c.billingAddress ? json(c.billingAddress) : null, c.market, nowIso(), token).changes;
    return changes ? this.cart(token) : null;
  }

  cart(token: string): CartRec | null {
    const r = this.s.cart.get(token) as Row | undefined;
    if (!r) return null;
    return {
      token: String(r.token), key: String(r.key), createdAt: String(r.created_at), updatedAt: String(r.updated_at),
      note: str(r.note), attributes: JSON.parse(String(r.attributes)), buyerIdentity: JSON.parse(String(r.buyer_identity)),
      lines: JSON.parse(String(r.lines)), country: String(r.country), language: String(r.language),
      discountCodes: JSON.parse(String(r.discount_codes)), deliveryAddresses: JSON.parse(String(r.delivery_addresses)),
      metafields: JSON.parse(String(r.metafields)), billingAddress: r.billing_address === null ? null : JSON.parse(String(r.billing_address)),
      market: String(r.market),
    };
  }

  /** The cart whose token and key both match (Shopify refuses a cart id or checkout URL without its key). */
  cartWithKey(token: string, key: string | null): CartRec | null {
    const cart = this.cart(token);
    return cart && key !== null && cart.key === key ? cart : null;
  }

  /** null when the cart already has an order */
  placeOrder(o: NewOrder): OrderRec | null {
    return this.insertOrder(o);
  }

  orderForCart(token: string): OrderRec | null {
    const r = this.s.orderByCart.get(token) as Row | undefined;
    return r ? orderFromRow(r) : null;
  }

  /** oldest first */
  orders(): OrderRec[] {
    return (this.s.allOrders.all() as Row[]).map(orderFromRow);
  }

  /** by id, oldest first */
  ordersOfCustomer(customerId: number): OrderRec[] {
    return (this.s.customerOrders.all(customerId) as Row[]).map(orderFromRow);
  }

  /** The order whose id and key both match: the key is what lets a storefront open an order without a login. */
  orderWithKey(id: number, key: string | null): OrderRec | null {
    const r = this.s.orderById.get(id) as Row | undefined;
    return r && key !== null && r.order_key === key ? orderFromRow(r) : null;
  }
}

function orderFromRow(r: Row): OrderRec {
  return {
    id: Number(r.id), name: String(r.name), cartToken: String(r.cart_token), createdAt: String(r.created_at), email: String(r.email),
    shippingAddress: JSON.parse(String(r.shipping_address)), lines: JSON.parse(String(r.lines)), note: str(r.note),
    attributes: JSON.parse(String(r.attributes)), subtotal: String(r.subtotal), total: String(r.total), currency: String(r.currency),
    customerAccessToken: str(r.customer_access_token), resellerId: str(r.reseller_id),
    customerId: r.customer_id === null ? null : Number(r.customer_id), key: String(r.order_key), processedAt: String(r.processed_at),
    fulfillmentStatus: String(r.fulfillment_status), shippingTotal: String(r.shipping_total), taxTotal: String(r.tax_total),
  };
}
