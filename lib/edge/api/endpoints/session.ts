import { endpoint } from '../endpoint';
import type { createCustomerContract, customerContract } from '../contracts/customer';
import type { loginContract, logoutContract, recoverContract } from '../contracts/session';
import type { createMetafieldContract } from '../contracts/tagging';

// Signing in and out, registering, recovering a password, and the customer they leave behind.

export const SESSION_LOGIN = endpoint<typeof loginContract>('POST', '/api/session/login');
export const SESSION_LOGOUT = endpoint<typeof logoutContract>('POST', '/api/session/logout');
export const SESSION_RECOVER = endpoint<typeof recoverContract>('POST', '/api/session/recover');
export const CREATE_CUSTOMER = endpoint<typeof createCustomerContract>('POST', '/api/tagging/create-customer');
export const ACCOUNT_CUSTOMER = endpoint<typeof customerContract>('GET', '/api/account/customer');
export const TAGGING_CREATE_METAFIELD = endpoint<typeof createMetafieldContract>('POST', '/api/tagging/create-metafield');
