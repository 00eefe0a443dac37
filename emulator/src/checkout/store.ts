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

export type NewOrder = Omit<OrderRec, 'id' | 'name' | 'createdAt'>;

/** Carts and orders in SQLite: run-time data, dropped only when the data folder is reseeded. */
export class CheckoutStore {
  private readonly insertCart;
  private readonly cartStmt;
  private readonly insertOrder;
  private readonly nextOrderId;
  private readonly orderByCart;
  private readonly allOrders;

  constructor(db: Db) {
    this.insertCart = db.prepare(`INSERT INTO carts (token, key, created_at, updated_at, note, attributes, buyer_identity,
      lines, country, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.cartStmt = db.prepare('SELECT * FROM carts WHERE token = ?');
    const insert = db.prepare(`INSERT INTO orders (id, name, cart_token, created_at, email, shipping_address, lines, note,
      attributes, subtotal, total, currency, customer_access_token, reseller_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.nextOrderId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM orders');
    this.orderByCart = db.prepare('SELECT * FROM orders WHERE cart_token = ?');
    this.allOrders = db.prepare('SELECT * FROM orders ORDER BY id');
    // One transaction: the cart check and the numbering must not interleave with another placement.
    this.insertOrder = db.transaction((o: NewOrder): OrderRec | null => {
      if (this.orderByCart.get(o.cartToken)) return null;
      const id = (this.nextOrderId.get() as { id: number }).id;
      const order: OrderRec = { id, name: `#${1000 + id}`, createdAt: new Date().toISOString(), ...o };
      insert.run(id, order.name, o.cartToken, order.createdAt, o.email, JSON.stringify(o.shippingAddress), JSON.stringify(o.lines),
        o.note, JSON.stringify(o.attributes), o.subtotal, o.total, o.currency, o.customerAccessToken, o.resellerId);
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
}

function orderFromRow(r: Row): OrderRec {
  return {
    id: Number(r.id), name: String(r.name), cartToken: String(r.cart_token), createdAt: String(r.created_at), email: String(r.email),
    shippingAddress: JSON.parse(String(r.shipping_address)), lines: JSON.parse(String(r.lines)), note: str(r.note),
    attributes: JSON.parse(String(r.attributes)), subtotal: String(r.subtotal), total: String(r.total), currency: String(r.currency),
    customerAccessToken: str(r.customer_access_token), resellerId: str(r.reseller_id),
  };
}
