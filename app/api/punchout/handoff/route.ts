import { punchoutHandoffContract } from '@/lib/edge/api/contracts/punchout';
import { route } from '@/lib/edge/api/server';
import { clientIp } from '@/lib/ground/client-ip';
import { priceLines } from '@/lib/domain/checkout/price-lines';
import { config } from '@/lib/ground/config';
import { configuredAllowlist } from '@/lib/ground/http/allowlist';
import { handOff } from '@/lib/domain/punchout/handoff';
import { postOrder } from '@/lib/domain/punchout/post-order';
import { readPunchoutSession } from '@/lib/domain/punchout/session';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { readContextFor } from '@/lib/services/shopify/context';

/** Artwork state (customer_canvas_state) can be large, as at checkout. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The punchout failures, word for word. */
const PUNCHOUT_MESSAGES = {
  noReturnUrl: 'Error adding the item to your cart: no return_url found. Please contact support if this issue persists.',
  noRedirect: 'Error while adding the item to your Punchout cart. No redirect_url.',
  rejected: (error: string) => `Error while adding the item to your Punchout cart. ${error}`,
  failed: (status: number, error: string) => `Status: ${status}. Message: ${error}`,
  /** Ours, in the same style: the session's return URL is not a procurement system we may send to. */
  notAllowed: 'Error adding the item to your cart: the return_url is not an allowed procurement system. Please contact support if this issue persists.',
  unavailable: 'This product is no longer available.',
  error: 'Error while adding the item to your Punchout cart. Please try again.',
} as const;

/**
 * POST /api/punchout/handoff (lib/edge/api/contracts/punchout.ts): add to cart in
 * punchout mode. The line is checked and priced as the checkout prices it
 * and sent to the session's procurement system (lib/domain/punchout/handoff.ts);
 * the reply is where the browser goes next. Only our own pages may hand
 * off (same-origin), and each address only so often: every hand-off makes
 * our server POST to another system.
 */
export const POST = route(punchoutHandoffContract, { event: 'punchout.handoff', maxBytes: MAX_BODY_BYTES }, async ({ request, tenant, body, ok, fail }) => {
  const limit = await checkRateLimit(request, 'punchout');
  if (limit.refused) return limit.refused;

  const cfg = config();
  const locale = body.locale ?? tenant.defaultLocale;
  // Read in the store's market, as the checkout reads what it prices and signs.
  const context = { ...readContextFor(tenant, locale, cfg), buyerIp: clientIp(request) };
  const allowlist = configuredAllowlist(cfg.PUNCHOUT_RETURN_HOSTS);

  const outcome = await handOff(
    { session: readPunchoutSession(request, cfg.PUNCHOUT_SESSION_SECRET), attemptId: body.attemptId, line: body.line },
    {
      allowlist,
      price: (lines) => priceLines(lines, { tenant, locale, context, cfg, event: 'punchout', logContext: { tenantKey: tenant.key, locale, lines: lines.length } }),
      post: (target, order) => postOrder(target, order, allowlist),
    },
  );
  switch (outcome.kind) {
    case 'ok':
      return ok({ redirectUrl: outcome.redirectUrl });
    case 'no-return-url':
      return fail(400, 'no_return_url', PUNCHOUT_MESSAGES.noReturnUrl);
    case 'not-allowed':
      return fail(400, 'not_allowed', PUNCHOUT_MESSAGES.notAllowed);
    case 'invalid':
      return fail(400, 'invalid', outcome.message);
    case 'unavailable':
      return fail(409, 'unavailable', PUNCHOUT_MESSAGES.unavailable);
    case 'no-redirect':
      return fail(502, 'no_redirect', PUNCHOUT_MESSAGES.noRedirect);
    case 'rejected':
      return fail(502, 'rejected', PUNCHOUT_MESSAGES.rejected(outcome.error), { procurementError: outcome.error });
    case 'failed':
      // No status when nothing answered (timed out, unreachable): then it reads like a refusal, with what happened.
      return outcome.status === undefined
        ? fail(502, 'failed', PUNCHOUT_MESSAGES.rejected(outcome.error), { procurementError: outcome.error })
        : fail(502, 'failed', PUNCHOUT_MESSAGES.failed(outcome.status, outcome.error), { procurementError: outcome.error, procurementStatus: outcome.status });
    default:
      return fail(502, 'error', PUNCHOUT_MESSAGES.error);
  }
});
