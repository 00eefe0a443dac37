import type { z } from 'zod';
import type {
  addressShape,
  customerShape,
  moneyShape,
  orderDetailShape,
  orderLineItemShape,
  orderSummaryShape,
} from './shapes';

/**
 * What the account route handlers (app/api/session, app/api/account,
 * app/api/tagging) answer and the account islands read,
 * typed from the shapes the contracts parse (./shapes.ts). No access token
 * ever appears in these shapes: it lives only in the httpOnly session
 * cookie (lib/ground/http/session-cookie.ts).
 */

/** A customer address. `id` is the platform's gid without its query string. */
export type Address = z.infer<typeof addressShape>;

/** The fields a customer fills in the address modal. */
export type AddressInput = Omit<Address, 'id'>;

/** Customer details, as loaded after sign-in and reloaded after every change. */
export type CustomerDetails = z.infer<typeof customerShape>;

/** The part of the customer details the browser persists (session store): no addresses. */
export type SessionUser = Pick<CustomerDetails, 'id' | 'displayName' | 'firstName' | 'lastName' | 'email' | 'tags'>;

export type Money = z.infer<typeof moneyShape>;

/** One row of the orders list. `id` is the numeric order id; `key` opens the detail page. */
export type OrderSummary = z.infer<typeof orderSummaryShape>;

export type OrderLineItem = z.infer<typeof orderLineItemShape>;

/** The order detail page. */
export type OrderDetail = z.infer<typeof orderDetailShape>;

/** The tag that makes a customer tax exempt, and the two that make the cart toggle available. */
export const TAX_EXEMPT_TAG = 'tax_exempt=true';
export const TAX_EXEMPT_ELIGIBLE_TAG = 'tax_exempt_eligible';
export const END_USER_TAG = 'end_user_of';
/** A tax form waits for someone to read its certificate (TAX_EXEMPT_REVIEW=on); approval replaces it with tax_exempt_eligible. */
export const TAX_EXEMPT_PENDING_TAG = 'tax_exempt_pending';
