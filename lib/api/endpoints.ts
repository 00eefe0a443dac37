import { endpoint } from './client';
import type { checkoutContract } from './contracts/checkout';
import type { postalContract } from './contracts/postal';
import type { createCustomerContract, customerContract } from './contracts/customer';
import type { loginContract, logoutContract, recoverContract } from './contracts/session';

/**
 * The app's route handlers as the browser calls them: method, path and,
 * through the contract's type, what goes in and comes back. Types only from
 * the contracts, so importing this ships no zod.
 */
export const POSTAL = endpoint<typeof postalContract>('GET', '/api/postal');

export const SESSION_LOGIN = endpoint<typeof loginContract>('POST', '/api/session/login');
export const SESSION_LOGOUT = endpoint<typeof logoutContract>('POST', '/api/session/logout');
export const SESSION_RECOVER = endpoint<typeof recoverContract>('POST', '/api/session/recover');
export const CREATE_CUSTOMER = endpoint<typeof createCustomerContract>('POST', '/api/tagging/create-customer');
export const ACCOUNT_CUSTOMER = endpoint<typeof customerContract>('GET', '/api/account/customer');

/** The cart page's checkout (re-priced on the server). */
export const CHECKOUT = endpoint<typeof checkoutContract>('POST', '/api/checkout');
