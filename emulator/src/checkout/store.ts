import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../store/db.ts';
import type { Attr, BuyerIdentityRec, CartLineRec, CartRec, OrderRec } from './types.ts';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Base62 so tokens need no escaping in paths, query strings or HTML. */
function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('');
}

export interface NewCart {
  note: string | null;
  attributes: Attr[];
  buyerIdentity: BuyerIdentityRec;
  lines: Omit<CartLineRec, 'id'>[];
  country: string;
  language: string;
}

/** Set by the store unless given (the seed gives them for its past orders). */
type OrderDefaults = 'key' | 'customerId' | 'processedAt' | 'fulfillmentStatus' | 'shippingTotal' | 'taxTotal';
export type NewOrder = Omit<OrderRec, 'id' | 'name' | 'createdAt' | OrderDefaults> & Partial<Pick<OrderRec, OrderDefaults>>;

/** Carts and orders in SQLite: run-time data, dropped only when the data folder is reseeded. */
export class CheckoutStore {
  private readonly insertCart;
  private readonly cartStmt;
  private readonly insertOrder;
  private readonly nextOrderId;
  private readonly orderByCart;
  private readonly allOrders;
  private readonly orderById;
  private readonly customerOrders;
  private readonly setBuyer;

  constructor(db: Db) {
    this.insertCart = db.prepare(`INSERT INTO carts (token, key, created_at, updated_at, note, attributes, buyer_identity,
      lines, country, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.cartStmt = db.prepare('SELECT * FROM carts WHERE token = ?');
    const insert = db.prepare(`INSERT INTO orders (id, name, cart_token, created_at, email, shipping_address, lines, note,
      attributes, subtotal, total, currency, customer_access_token, reseller_id, customer_id, order_key, processed_at,
      fulfillment_status, shipping_total, tax_total) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.nextOrderId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM orders');
    this.orderByCart = db.prepare('SELECT * FROM orders WHERE cart_token = ?');
    this.allOrders = db.prepare('SELECT * FROM orders ORDER BY id');
    this.orderById = db.prepare('SELECT * FROM orders WHERE id = ?');
    this.customerOrders = db.prepare('SELECT * FROM orders WHERE customer_id = ? ORDER BY id');
    this.setBuyer = db.prepare('UPDATE carts SET buyer_identity = ?, updated_at = ? WHERE token = ?');
    // One transaction: the cart check and the numbering must not interleave with another placement.
    this.insertOrder = db.transaction((o: NewOrder): OrderRec | null => {
      if (this.orderByCart.get(o.cartToken)) return null;
      const id = (this.nextOrderId.get() as { id: number }).id;
      const createdAt = o.processedAt ?? new Date().toISOString();
      const order: OrderRec = {
        ...o, id, name: `#${1000 + id}`, createdAt, key: o.key ?? randomBytes(16).toString('hex'), customerId: o.customerId ?? null,
        processedAt: createdAt.replace(/\.\d+Z$/, 'Z'), fulfillmentStatus: o.fulfillmentStatus ?? 'UNFULFILLED',
        shippingTotal: o.shippingTotal ?? '0.00', taxTotal: o.taxTotal ?? '0.00',
      };
      insert.run(id, order.name, o.cartToken, order.createdAt, o.email, JSON.stringify(o.shippingAddress), JSON.stringify(o.lines),
        o.note, JSON.stringify(o.attributes), o.subtotal, o.total, o.currency, o.customerAccessToken, o.resellerId, order.customerId,
        order.key, order.processedAt, order.fulfillmentStatus, order.shippingTotal, order.taxTotal);
      return order;
    });
  }

  createCart(c: NewCart): CartRec {
    const token = `hWN${randomToken(29)}`;
    const key = randomBytes(16).toString('hex');
    const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const lines = c.lines.map((l): CartLineRec => ({ id: `gid://shopify/CartLine/${randomUUID()}?cart=${token}`, ...l }));
    const cart: CartRec = { token, key, createdAt: now, updatedAt: now, ...c, lines };
    this.insertCart.run(token, key, now, now, c.note, JSON.stringify(c.attributes), JSON.stringify(c.buyerIdentity),
      JSON.stringify(lines), c.country, c.language);
    return cart;
  }

  cart(token: string): CartRec | null {
    const r = this.cartStmt.get(token) as Row | undefined;
    if (!r) return null;
    return {
      token: String(r.token), key: String(r.key), createdAt: String(r.created_at), updatedAt: String(r.updated_at),
      note: str(r.note), attributes: JSON.parse(String(r.attributes)), buyerIdentity: JSON.parse(String(r.buyer_identity)),
      lines: JSON.parse(String(r.lines)), country: String(r.country), language: String(r.language),
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
    const r = this.orderByCart.get(token) as Row | undefined;
    return r ? orderFromRow(r) : null;
  }

  /** oldest first */
  orders(): OrderRec[] {
    return (this.allOrders.all() as Row[]).map(orderFromRow);
  }

  /** by id, oldest first */
  ordersOfCustomer(customerId: number): OrderRec[] {
    return (this.customerOrders.all(customerId) as Row[]).map(orderFromRow);
  }

  /** The order whose id and key both match: the key is what lets a storefront open an order without a login. */
  orderWithKey(id: number, key: string | null): OrderRec | null {
    const r = this.orderById.get(id) as Row | undefined;
    return r && key !== null && r.order_key === key ? orderFromRow(r) : null;
  }

  updateBuyerIdentity(token: string, buyerIdentity: BuyerIdentityRec): CartRec | null {
    const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    return this.setBuyer.run(JSON.stringify(buyerIdentity), now, token).changes ? this.cart(token) : null;
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
