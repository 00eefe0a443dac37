import type { GraphQLResolveInfo } from 'graphql';
import type { CheckoutStore } from '../../checkout/store.ts';
import type { CustomerMetafields } from '../../customers/metafields.ts';
import type { CustomerStore } from '../../customers/store.ts';
import type { Catalog } from '../../store/catalog.ts';

/** Per-request state of a Customer Account API call: whose token it carries, and the stores behind the answers. */
export interface AccountCtx {
  customerId: number;
  customers: CustomerStore;
  metafields: CustomerMetafields;
  carts: CheckoutStore;
  catalog: Catalog;
  /** the shop's primary domain (order status pages) */
  shopUrl: string;
}

export type AccountArgs = Record<string, unknown>;
export type AccountResolvers<S> = Record<string, (src: S, args: AccountArgs, ctx: AccountCtx, info: GraphQLResolveInfo) => unknown>;
