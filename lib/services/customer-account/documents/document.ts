import type { CustomerAccountMutations, CustomerAccountQueries } from '../generated/customer-account.generated';

/**
 * A Customer Account API document string that carries its result and
 * variable types, as the Storefront documents do: write the operation as a
 * `/* GraphQL *\/` template in the call and run `npm run codegen` after
 * changing it. Operations here take no market context: the customer's own
 * data is the same in every market.
 */
export type CustomerAccountDocument<TData, TVariables> = string & { readonly __types?: [TData, TVariables] };

type Operations = CustomerAccountQueries & CustomerAccountMutations;
export type KnownCustomerAccountOperation = keyof Operations & string;

export function caDoc<const S extends string>(
  // A document whose text has no generated types fails here, naming the fix.
  operation: S & (S extends KnownCustomerAccountOperation ? unknown : { readonly 'no generated types for this document: run npm run codegen': true }),
): CustomerAccountDocument<Operations[S & KnownCustomerAccountOperation]['return'], Operations[S & KnownCustomerAccountOperation]['variables']> {
  return operation.trim() as never;
}
