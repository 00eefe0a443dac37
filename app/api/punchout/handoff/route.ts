import { punchoutHandoffContract } from '@/lib/edge/api/contracts/punchout';
import { route } from '@/lib/edge/api/server';
import { clientIp } from '@/lib/ground/client-ip';
import { priceLines } from '@/lib/domain/checkout/price-lines';
import { config } from '@/lib/ground/config';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import { buyerById } from '@/lib/domain/punchout/buyer-directory';
import { carriedLines } from '@/lib/domain/punchout/cxml-setup';
import { handOff } from '@/lib/domain/punchout/handoff';
import { postOrder } from '@/lib/domain/punchout/post-order';
import { QuotedLines } from '@/lib/domain/punchout/quoted-line';
import { readPunchoutSession } from '@/lib/domain/punchout/session';
import { transferForm } from '@/lib/domain/punchout/transfer-form';
import { checkPartyLimit } from '@/lib/edge/security/rate-limit';
import { readContextFor } from '@/lib/services/shopify/context';

/** Artwork state (customer_canvas_state) can be large, as at checkout. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The punchout failures, word for word. */
const PUNCHOUT_MESSAGES = {
  noReturnUrl: 'Error adding the item to your cart: no return_url found. Please contact support if this issue persists.',
  noRedirect: 'Error while adding the item to your Punchout cart. No redirect_url.',
  rejected: (error: string) => `Error while adding the item to your Punchout cart. ${error}`,
  failed: (status: number, error: string) => `Status: ${status}. Message: ${error}`,
  /** Ours, in the same style: the session's buyer may not send there (or is no longer configured on this store). */
  notAllowed: 'Error adding the item to your cart: the return_url is not an allowed procurement system. Please contact support if this issue persists.',
  unavailable: 'This product is no longer available.',
  inspectOnly: "Your procurement system opened this cart for inspection only: items can't be added or changed.",
  error: 'Error while adding the item to your Punchout cart. Please try again.',
} as const;

/**
 * POST /api/punchout/handoff (lib/edge/api/contracts/punchout.ts): add to cart in
 * punchout mode. The line is checked and priced as the checkout prices it
 * and goes to the session's buyer (lib/domain/punchout/handoff.ts): the
 * reply is where the browser goes next (JSON gateway) or the form it
 * submits (cXML, OCI). Only our own pages may hand off (same-origin), each
 * session and buyer only so often: counted per session and buyer, not per
 * address, since one company's buyers share a network.
 */
export const POST = route(punchoutHandoffContract, { event: 'punchout.handoff', maxBytes: MAX_BODY_BYTES }, async ({ request, tenant, body, ok, fail }) => {
  const cfg = config();
  const session = readPunchoutSession(request, cfg.PUNCHOUT_SESSION_SECRET);
  const limited = session ? await checkPartyLimit('punchout', { session: session.sid, buyer: session.buyer }) : null;
  if (limited) return limited;

  const locale = body.locale ?? tenant.defaultLocale;
  // Read in the store's market, as the checkout reads what it prices and signs.
  const context = { ...readContextFor(tenant, locale, cfg), buyerIp: clientIp(request) };
  const buyer = buyerById(session?.buyer, cfg);

  const outcome = await handOff(
    { session, attemptId: body.attemptId, line: body.line },
    {
      buyer,
      tenantKey: tenant.key,
      price: (lines) => priceLines(lines, { tenant, locale, context, cfg, event: 'punchout', logContext: { tenantKey: tenant.key, locale, lines: lines.length } }),
      post: (url, order, idempotencyKey) => postOrder(url, order, buyer?.prefixes ?? [], { idempotencyKey, timeoutMs: cfg.UPSTREAM_TIMEOUT_MS }),
      transfer: async (lines) => {
        const quotes = new QuotedLines(cfg.PUNCHOUT_SESSION_SECRET);
        return transferForm(lines, {
          session: session!,
          buyer: buyer!,
          tenantKey: tenant.key,
          locale,
          currency: cfg.STORE_CURRENCY,
          origin: tenantOrigin(tenant, cfg),
          quotes,
          carried: session?.operation === 'edit' ? await carriedLines(session.sid, quotes) : [],
        });
      },
    },
  );
  switch (outcome.kind) {
    case 'ok':
      return ok({ redirectUrl: outcome.redirectUrl });
    case 'form':
      return ok({ form: outcome.form });
    case 'inspect-only':
      return fail(409, 'inspect_only', PUNCHOUT_MESSAGES.inspectOnly);
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
