import type { GraphQLEnumType } from 'graphql';
import { DEFAULT_CURRENCY } from '../../checkout/pricing.ts';
import { convertCents, marketOf, toCents } from '../../markets.ts';
import { decimal } from '../../money.ts';
import type { MetafieldOwner, MetafieldRec } from '../../store/types.ts';
import type { Args, Ctx, TypeResolvers } from '../context.ts';
import { storefrontSchema } from '../schema.ts';

/**
 * A catalog MoneyV2 (stored in the shop currency) in the currency of the request's @inContext market: Shopify
 * converts the unit price, so a cart line of that variant multiplies the converted amount.
 */
export function money(amount: string | number, ctx: Pick<Ctx, 'country'>): { amount: string; currencyCode: string } {
  const market = marketOf(ctx.country);
  return { amount: decimal(convertCents(toCents(amount), market.rate) / 100), currencyCode: market.currency };
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

/**
 * MoneyV2.currencyCode is an enum, so a stored currency that is not a currency code (orders keep whatever they
 * were placed with) would fail the whole reply; such amounts report USD.
 */
export function moneyIn(cents: number, currency: string) {
  const known = (storefrontSchema().getType('CurrencyCode') as GraphQLEnumType).getValue(currency);
  return { amount: decimal(cents / 100), currencyCode: known ? currency : DEFAULT_CURRENCY };
}
