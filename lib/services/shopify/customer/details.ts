import 'server-only';
import type { CustomerDetails } from '../../../domain/account/types';
import type { Session } from '../../../ground/http/session-cookie';
import { storefrontQuery, type RequestContext } from '../client';
import { CUSTOMER_DETAILS, CUSTOMER_UPDATE } from '../documents';
import type { CustomerUpdateInput } from '@shopify/hydrogen-react/storefront-api-types';
import { assertTokenAccepted, CustomerTokenRefused } from './errors';
import { nodesOf } from '../map';
import { mapCustomer, userErrorMessages, withoutQuery } from './map';

/** The customer behind a token and contact/password updates. */

export interface LoadedCustomer {
  details: CustomerDetails;
  /**
   * Browser address id (no query string) → the id exactly as the platform
   * sent it. Address mutations use the latter, and only for the customer's
   * own addresses.
   */
  platformAddressIds: Map<string, string>;
}

/** The customer; throws CustomerTokenRefused when the platform answers no customer for the token. */
export async function loadCustomer(context: RequestContext, token: string): Promise<LoadedCustomer> {
  const data = await storefrontQuery(CUSTOMER_DETAILS, { variables: { customerAccessToken: token }, context });
  const details = mapCustomer(data.customer);
  if (!details) throw new CustomerTokenRefused('CustomerDetails');
  const platformAddressIds = new Map<string, string>();
  for (const node of nodesOf(data.customer?.addresses)) {
    if (node.id) platformAddressIds.set(withoutQuery(node.id), node.id);
  }
  return { details, platformAddressIds };
}

export type UpdateCustomerResult =
  | { ok: true; customer: CustomerDetails | null; session: Session | null }
  | { ok: false; messages: string[] };

/**
 * customerUpdate. `session` is the new token the platform issues when the
 * email or password changed (the old one stops working), else null.
 */
export async function updateCustomer(context: RequestContext, token: string, input: CustomerUpdateInput): Promise<UpdateCustomerResult> {
  const data = await storefrontQuery(CUSTOMER_UPDATE, { variables: { customerAccessToken: token, customer: input }, context });
  const payload = data.customerUpdate;
  const errors = payload?.customerUserErrors ?? [];
  assertTokenAccepted('CustomerUpdate', errors);
  if (errors.length) return { ok: false, messages: userErrorMessages(errors) };
  const next = payload?.customerAccessToken;
  const session = next?.accessToken && next.expiresAt ? { token: next.accessToken, expiresAt: next.expiresAt } : null;
  return { ok: true, customer: mapCustomer(payload?.customer), session };
}
