import { contactContract } from '@/lib/edge/api/contracts/account-contact';
import { userErrors } from '@/lib/edge/api/server';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { REPLY } from '@/lib/domain/account/replies';
import { customerAccounts } from '@/lib/domain/account/customer-accounts';
import { setSessionCookie } from '@/lib/edge/session/server';

/**
 * POST /api/account/contact {firstName, lastName, email, recaptchaToken}
 * (the contact information modal, through customerUpdate).
 * 200 `{ customer }`; 400 invalid / recaptcha; 422 user errors. An email
 * change makes the platform issue a new token: the cookie is replaced.
 * 429 rate_limited: 30 per client address, 10 per session in 10 minutes.
 */
export const POST = customerRoute(
  contactContract,
  { event: 'account.contact', limit: 'account', recaptcha: 'contact_information' },
  async ({ body, customer: { session, scope }, ok }) => {
    const { firstName, lastName, email } = body;
    const accounts = customerAccounts();
    const result = await accounts.updateContact(scope.context, session.token, { firstName, lastName, email });
    if (!result.ok) return userErrors(result.messages, REPLY.updateFailed);
    const current = result.session ?? session;
    // Normally the mutation answers the customer; otherwise read it with the token that is valid now.
    const details = result.customer ?? (await accounts.loadCustomer(scope.context, current.token)).details;
    return ok({ customer: details }, { cookies: result.session ? [setSessionCookie(result.session)] : [] });
  },
);
