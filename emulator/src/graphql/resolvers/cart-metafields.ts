import { findMetafield, metafieldProblem, setMetafield, splitKey } from '../../cart/metafields.ts';
import type { CartRec } from '../../checkout/types.ts';
import type { Args, Ctx, TypeResolvers } from '../context.ts';
import { gid } from '../gid.ts';
import { metafieldSrc, type CartMetafieldSrc } from './cart.ts';
import { liveCart } from './cart-payload.ts';

interface SetInput {
  key: string;
  ownerId: string;
  type: string;
  value: string;
}

const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const OWNER_MISSING = 'The owner does not exist.';

export const CartMetafieldMutation: TypeResolvers<unknown> = {
  /**
   * Every entry is checked first (owner = a live cart id with its key, key, type, value); any problem answers
   * `metafields: null` and sets nothing. Existing keys are overwritten.
   */
  cartMetafieldsSet: (_s, args: Args, ctx: Ctx) => {
    const inputs = args.metafields as SetInput[];
    const owners = inputs.map((m) => liveCart(m.ownerId, ctx));
    const userErrors = inputs.flatMap((m, i) => {
      const field = (f: string) => ['metafields', String(i), f];
      if (!owners[i]) return [{ code: 'INVALID_OWNER', elementIndex: i, field: field('ownerId'), message: OWNER_MISSING }];
      const p = metafieldProblem(m);
      return p ? [{ code: p.code, elementIndex: i, field: field(p.field), message: p.message }] : [];
    });
    if (userErrors.length) return { metafields: null, userErrors };
    const carts = new Map<string, CartRec>();
    const set: { token: string; id: number }[] = [];
    inputs.forEach((m, i) => {
      const cart = carts.get(owners[i]!.token) ?? owners[i]!;
      const r = setMetafield(cart.metafields, m, now());
      carts.set(cart.token, { ...cart, metafields: r.list });
      set.push({ token: cart.token, id: r.rec.id });
    });
    const saved = new Map([...carts].map(([token, cart]) => [token, ctx.carts.saveCart(token, cart)!]));
    const metafields: CartMetafieldSrc[] = set.map(({ token, id }) => {
      const cart = saved.get(token)!;
      return metafieldSrc(cart, cart.metafields.find((m) => m.id === id)!);
    });
    return { metafields, userErrors: [] };
  },

  cartMetafieldDelete: (_s, args: Args, ctx: Ctx) => {
    const input = args.input as { key: string; ownerId: string };
    const cart = liveCart(input.ownerId, ctx);
    if (!cart) return { deletedId: null, userErrors: [{ code: 'INVALID_OWNER', field: ['input', 'ownerId'], message: OWNER_MISSING }] };
    const { namespace, key } = splitKey(input.key);
    const m = findMetafield(cart.metafields, namespace, key);
    if (!m) return { deletedId: null, userErrors: [{ code: 'METAFIELD_DOES_NOT_EXIST', field: ['input', 'key'], message: 'Metafield does not exist' }] };
    ctx.carts.saveCart(cart.token, { ...cart, metafields: cart.metafields.filter((x) => x !== m) });
    return { deletedId: gid('Metafield', m.id), userErrors: [] };
  },
};
