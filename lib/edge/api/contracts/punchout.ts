import { z } from 'zod';
import { defineContract } from '../contract';
import { LOCALES } from '../../../ground/tenant/types';
import { checkoutLineSchema } from './checkout';

/**
 * POST /api/punchout/handoff: the configurator's (or the design editor's)
 * line, handed to the buyer's procurement system instead of the cart. The
 * return URL is never in the body: it comes from the signed punchout
 * session cookie set when the session started. The server checks and
 * re-prices the line exactly as checkout does, POSTs
 * `{order:{line_items:[…]}}` to the return URL and answers the procurement
 * system's `redirect_url`, itself on the allowlist, for the browser to open.
 *
 * `attemptId` makes the hand-off idempotent: the same attempt in the same
 * session sends one order and answers the first outcome again.
 *
 * 200 `{ redirectUrl }`. Failures carry the text to show (`message`):
 *   400 `invalid`       the line is not sold as sent (line-check)
 *   400 `no_return_url` no punchout session, or it has no return_url
 *   400 `not_allowed`   the return URL is not an allowed procurement host
 *   409 `unavailable`   the variant is gone
 *   502 `no_redirect`   the reply had no (allowed) redirect_url
 *   502 `rejected`      the reply carried `{error}`
 *   502 `failed`        the procurement system answered non-2xx, timed out or could not be reached
 *   502 `error`         the line could not be priced (a pricing file or the store unavailable); nothing was sent
 *   429 rate limited
 */
export const punchoutHandoffContract = defineContract({
  body: z.object({
    locale: z.enum(LOCALES).optional(),
    attemptId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'attemptId must be 8 to 64 letters, digits or dashes'),
    line: checkoutLineSchema,
  }),
  reply: z.object({ redirectUrl: z.string() }),
  failure: z.object({
    /** `rejected` and `failed`: the procurement system's own `error` text (shown escaped, as text). */
    procurementError: z.string().optional(),
    /**
     * `failed`: the procurement system's HTTP status, when it answered at all.
     * Not `status`: the browser's client (lib/edge/api/client.ts) gives every
     * failure the route's own HTTP status under that name.
     */
    procurementStatus: z.number().int().optional(),
  }),
});

/**
 * GET /api/punchout/start?return_url=…&path=/products/…: where a procurement
 * system's link to a product page lands first. Starts a punchout session
 * (the signed cookie holds `return_url`, even one that is missing or not
 * allowed, so the buyer sees the reduced pages and learns why at add to
 * cart) and answers 303 to `path`, a same-origin product page, else to `/`.
 * 400 `invalid` only for a return_url over 2048 characters.
 */
export const punchoutStartContract = defineContract({
  query: z.object({
    return_url: z.string().max(2048, 'return_url must be at most 2048 characters').optional(),
    /** Judged by the handler, which knows the origin (lib/domain/punchout/landing.ts); anything unusable lands on the home page. */
    path: z.string().optional().catch(undefined),
  }),
  reply: z.null(),
});
