import { decimal } from '../../money.ts';
import type { MetafieldOwner, MetafieldRec } from '../../store/types.ts';
import type { Args, Ctx, TypeResolvers } from '../context.ts';

export const CURRENCY = 'USD';

/** MoneyV2 from a stored decimal string or a number. */
export function money(amount: string | number): { amount: string; currencyCode: string } {
  return { amount: decimal(typeof amount === 'number' ? amount : Number(amount)), currencyCode: CURRENCY };
}

interface Identifier {
  namespace?: string | null;
  key: string;
}

/** `metafield(namespace:, key:)` and `metafields(identifiers:)` for any HasMetafields owner. */
export function metafieldResolvers<S extends { id: number }>(owner: MetafieldOwner): TypeResolvers<S> {
  const find = (ctx: Ctx, id: number, i: Identifier): MetafieldRec | null =>
    // Without a namespace Shopify reads the app-reserved one, which holds nothing here.
    i.namespace ? ctx.catalog.metafield(owner, id, i.namespace, i.key) : null;
  return {
    metafield: (src, args: Args, ctx) => find(ctx, src.id, args as unknown as Identifier),
    metafields: (src, args: Args, ctx) => ((args.identifiers ?? []) as Identifier[]).map((i) => find(ctx, src.id, i)),
  };
}
