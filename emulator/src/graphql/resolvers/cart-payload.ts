import { CART_NOT_FOUND, type CartUserError, type CartWarning } from '../../cart/errors.ts';
import type { LineEnv } from '../../cart/lines.ts';
import type { CartContent, CartRec } from '../../checkout/types.ts';
import { translated, type Args, type Ctx } from '../context.ts';

/** The `{cart, userErrors, warnings}` payload of every cart mutation. */
export interface CartPayload {
  cart: CartRec | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export const failed = (userErrors: CartUserError[]): CartPayload => ({ cart: null, userErrors, warnings: [] });

export interface CartChange {
  content?: Partial<CartContent>;
  errors?: CartUserError[];
  warnings?: CartWarning[];
}

/** `cart(id:)`: like Shopify, an id without its `key` finds nothing. */
export function cartById(id: unknown, ctx: Ctx): CartRec | null {
  if (typeof id !== 'string') return null;
  const m = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9]+)\?key=([^&]+)$/.exec(id);
  return m ? ctx.carts.cartWithKey(m[1]!, m[2]!) : null;
}

/**
 * The cart a mutation's `cartId` names, if it may still change: an unknown cart, an id without its key or with a
 * wrong one, and a cart whose checkout already placed an order (Shopify's cart is gone by then) are all missing.
 */
export function liveCart(id: unknown, ctx: Ctx): CartRec | null {
  const cart = cartById(id, ctx);
  return cart && !ctx.carts.orderForCart(cart.token) ? cart : null;
}

/** Runs one cart mutation: the cart must exist; user errors change nothing and answer `cart: null`. */
export function mutateCart(args: Args, ctx: Ctx, change: (cart: CartRec) => CartChange): CartPayload {
  const cart = liveCart(args.cartId, ctx);
  if (!cart) return failed([CART_NOT_FOUND]);
  const r = change(cart);
  if (r.errors?.length) return failed(r.errors);
  const saved = ctx.carts.saveCart(cart.token, { ...cart, ...r.content });
  return saved ? { cart: saved, userErrors: [], warnings: r.warnings ?? [] } : failed([CART_NOT_FOUND]);
}

/** Line checks in the request language (the sold-out message names the product). */
export function lineEnv(ctx: Ctx): LineEnv {
  return {
    catalog: ctx.catalog,
    productTitle: (v) => {
      const p = ctx.catalog.productById.get(v.productId);
      return p ? translated(p, 'title', p.title, ctx) : v.title;
    },
  };
}
