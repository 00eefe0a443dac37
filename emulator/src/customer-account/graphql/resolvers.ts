import { gid } from '../../graphql/gid.ts';
import { SHOP_NAME, SHOP_URL } from '../../graphql/resolvers/shop.ts';
import { CustomerAddress } from './address.ts';
import type { AccountResolvers } from './context.ts';
import { Customer, CustomerMutations } from './customer.ts';
import { Metafield, metafieldsSet } from './metafield.ts';
import { accountOrder, LineItem, Order } from './order.ts';

const QueryRoot: AccountResolvers<unknown> = {
  customer: (_s, _a, ctx) => ctx.customers.byId(ctx.customerId),
  order: (_s, args, ctx) => accountOrder(args.id, ctx),
  shop: () => ({ id: gid('Shop', 1), name: SHOP_NAME, myshopifyDomain: new URL(SHOP_URL).host, url: SHOP_URL, email: 'support@printco.example' }),
};

/** Resolvers by type name; root fields missing here answer NOT_SUPPORTED, other fields read the property of that name. */
export const ACCOUNT_RESOLVERS: Record<string, AccountResolvers<never>> = {
  QueryRoot,
  Mutation: { ...CustomerMutations, metafieldsSet: (_s, args, ctx) => metafieldsSet(args, ctx) },
  Customer, CustomerAddress, Order, LineItem, Metafield,
};
