import 'server-only';
import { config } from '../../ground/config';
import type { RequestContext } from '../../services/shopify/client';
import * as legacy from '../../services/shopify/customer';
import * as platform from '../../services/customer-account/account';
import { FULL_CAPABILITIES, type AccountCapabilities } from './capabilities';
import type { Address, AddressInput, OrderDetail, OrderSummary } from './types';

/**
 * The account area's one way to the customer's data, whichever provider
 * signs customers in (CUSTOMER_ACCOUNTS): the legacy Storefront API
 * accounts or the Customer Account API. `token` is the platform's access
 * token for the request's session (lib/edge/session/server.ts platformSession).
 * Both answer the same shapes; what one cannot do, `can` says.
 */

export interface CustomerAccounts {
  can: AccountCapabilities;
  loadCustomer(context: RequestContext, token: string): Promise<legacy.LoadedCustomer>;
  /** The contact form; `email` is kept only where `can.changeEmail`. */
  updateContact(context: RequestContext, token: string, contact: { firstName: string; lastName: string; email: string }): Promise<legacy.UpdateCustomerResult>;
  createAddress(context: RequestContext, token: string, address: AddressInput): Promise<legacy.AddressResult<Address>>;
  updateAddress(context: RequestContext, token: string, platformId: string, address: AddressInput): Promise<legacy.AddressResult<Address>>;
  deleteAddress(context: RequestContext, token: string, platformId: string): Promise<legacy.AddressResult<true>>;
  setDefaultAddress(context: RequestContext, token: string, platformId: string): Promise<legacy.AddressResult<true>>;
  getOrders(context: RequestContext, token: string, page: number): Promise<{ orders: OrderSummary[]; hasNextPage: boolean }>;
  /** The customer's own order, else null (the routes answer 404 alike for another's and for none). */
  getOwnOrder(context: RequestContext, token: string, id: string, key: string): Promise<OrderDetail | null>;
}

const LEGACY: CustomerAccounts = {
  can: FULL_CAPABILITIES,
  loadCustomer: legacy.loadCustomer,
  updateContact: legacy.updateCustomer,
  createAddress: legacy.createAddress,
  updateAddress: legacy.updateAddress,
  deleteAddress: legacy.deleteAddress,
  setDefaultAddress: legacy.setDefaultAddress,
  getOrders: legacy.getOrders,
  getOwnOrder: legacy.getOwnOrder,
};

const CUSTOMER_ACCOUNT_API: CustomerAccounts = {
  can: { changeEmail: false, changePassword: false },
  loadCustomer: (_context, token) => platform.loadCustomer(token),
  updateContact: (_context, token, { firstName, lastName }) => platform.updateNames(token, { firstName, lastName }),
  createAddress: (_context, token, address) => platform.createAddress(token, address),
  updateAddress: (_context, token, id, address) => platform.updateAddress(token, id, address),
  deleteAddress: (_context, token, id) => platform.deleteAddress(token, id),
  setDefaultAddress: (_context, token, id) => platform.setDefaultAddress(token, id),
  getOrders: (_context, token, page) => platform.getOrders(token, page),
  // This API opens an order only for its owner: the key is not needed to tell.
  getOwnOrder: (context, token, id) => platform.getOwnOrder(context, token, id),
};

/** The configured provider's operations. */
export function customerAccounts(): CustomerAccounts {
  return config().CUSTOMER_ACCOUNTS === 'legacy' ? LEGACY : CUSTOMER_ACCOUNT_API;
}
