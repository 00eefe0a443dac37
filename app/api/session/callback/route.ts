import { signInCallbackContract } from '@/lib/edge/api/contracts/session';
import { route } from '@/lib/edge/api/server';
import { config } from '@/lib/ground/config';
import { log } from '@/lib/ground/log';
import { TRANSPORT_REPLY } from '@/lib/ground/http/replies';
import { problem } from '@/lib/ground/http/reply';
import { finishSignIn } from '@/lib/edge/session/account-sign-in';
import { signInExpiredPage } from '@/lib/edge/session/sign-in-failed-page';
import { redirectReply } from '@/lib/edge/session/server';

/**
 * GET /api/session/callback: the one callback URL registered with the
 * platform, whichever host the shopper signed in from. Exchanges the code
 * and hands the sign-in back to that host (lib/edge/session/account-sign-in.ts).
 */
export const GET = route(signInCallbackContract, { event: 'session.callback' }, async ({ query }) => {
  if (config().CUSTOMER_ACCOUNTS !== 'customer-account-api') return problem(404, 'not_found', TRANSPORT_REPLY.notFound);
  const outcome = await finishSignIn(query);
  if (outcome.ok) return redirectReply(outcome.location);
  log.warn('session.callback.refused', { reason: outcome.reason });
  return outcome.location ? redirectReply(outcome.location) : signInExpiredPage();
});
