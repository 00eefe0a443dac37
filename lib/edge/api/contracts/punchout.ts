import { z } from 'zod';
import { defineContract } from '../contract';
import { LOCALES } from '../../../ground/tenant/types';
import { checkoutLineSchema } from './checkout';

/**
 * POST /api/punchout/handoff: the configurator's (or the design editor's)
 * line, handed to the buyer's procurement system instead of the cart. The
 * return URL is never in the body: it comes from the signed punchout
 * session cookie set when the session started. The server checks and
 * re-prices the line exactly as checkout does, then by the session buyer's
 * protocol: the JSON gateway gets `{order:{line_items:[…]}}` POSTed to the
 * return URL and the answer is its `redirect_url` (on the buyer's return
 * origin) for the browser to open; cXML and OCI get `{ form }`, which the
 * browser submits to the buyer's system itself.
 *
 * `attemptId` makes the hand-off idempotent: the same attempt in the same
 * session sends one order and answers the first outcome again.
 *
 * 200 `{ redirectUrl }` or `{ form }`. Failures carry the text to show (`message`):
 *   400 `invalid`       the line is not sold as sent (line-check)
 *   400 `no_return_url` no punchout session, or it has no return_url
 *   400 `not_allowed`   the session's buyer is not configured on this store, or its return URL is off the buyer's prefixes
 *   409 `inspect_only`  a cXML inspect session: the cart cannot change
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
  reply: z.union([
    z.object({ redirectUrl: z.string() }),
    /** cXML and OCI: the form the browser submits to the buyer's system (its return URL), fields in order. */
    z.object({ form: z.object({ action: z.string(), target: z.string().nullable(), fields: z.array(z.tuple([z.string(), z.string()])) }) }),
  ]),
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
 * GET /api/punchout/start?buyer=…&return_url=…&ts=…&sig=…&path=/products/…:
 * where a JSON gateway's signed link to a product page lands first (the
 * middleware passes the product page's query on). The buyer must be a
 * configured JSON-gateway buyer on this host's tenant, the link signed with
 * its secret within its time (lib/domain/punchout/start-link.ts), and
 * return_url under its prefixes; then the session cookie is set and the
 * answer is 303 to `path`, a same-origin product page, else to `/`. Any of
 * these refused: an HTML page in the store's language saying what to do
 * (403, or 410 for an expired link, 429 once a buyer-and-address pair has
 * failed too often), and no session.
 */
export const punchoutStartContract = defineContract({
  query: z.object({
    buyer: z.string().max(64).optional().catch(undefined),
    return_url: z.string().max(2048).optional().catch(undefined),
    ts: z.string().max(20).optional().catch(undefined),
    sig: z.string().max(128).optional().catch(undefined),
    /** Judged by the handler, which knows the origin (lib/domain/punchout/landing.ts); anything unusable lands on the home page. */
    path: z.string().optional().catch(undefined),
  }),
  reply: z.null(),
});

/**
 * GET or POST (form) /api/punchout/oci: an OCI buyer's system opens the
 * catalog with `buyer`, `HOOK_URL` and either a signed link (`ts`, `sig`,
 * as the JSON gateway's) or `USERNAME` and `PASSWORD`; `~TARGET`,
 * `~OkCode` and `~CALLER` as OCI sends them; `path` (a product page) to land
 * on, else the punchout catalog. Answers as /api/punchout/start does.
 */
export const ociStartFields = z.object({
  buyer: z.string().max(64).optional().catch(undefined),
  HOOK_URL: z.string().max(2048).optional().catch(undefined),
  ts: z.string().max(20).optional().catch(undefined),
  sig: z.string().max(128).optional().catch(undefined),
  USERNAME: z.string().max(200).optional().catch(undefined),
  PASSWORD: z.string().max(200).optional().catch(undefined),
  '~TARGET': z.string().max(64).optional().catch(undefined),
  '~OkCode': z.string().max(32).optional().catch(undefined),
  '~CALLER': z.string().max(32).optional().catch(undefined),
  path: z.string().max(2048).optional().catch(undefined),
});
export const ociStartContract = defineContract({ query: ociStartFields, reply: z.null() });
export type OciStartFields = z.infer<typeof ociStartFields>;

/**
 * POST /api/punchout/cxml: a buyer's procurement system, server to server,
 * with a cXML PunchOutSetupRequest or OrderRequest as text/xml (at most
 * 1 MiB; DTD entities refused). Answers a cXML Response whose Status code
 * is also the HTTP status (200, 400, 401, 409, 413, 429; 500 when the
 * platform failed). The body is read by the handler, not as JSON.
 */
export const cxmlContract = defineContract({ reply: z.null() });

/** GET /api/punchout/cxml/start/{token}: a PunchOutSetupResponse's StartPage, used once within five minutes. */
export const cxmlStartContract = defineContract({ reply: z.null() });
