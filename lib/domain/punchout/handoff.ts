import 'server-only';
import { createHash } from 'node:crypto';
import type { PriceLinesOutcome } from '../checkout/price-lines';
import type { CheckoutLine } from '../checkout/request';
import * as z from 'zod';
import { memoryStore } from '../../ground/kv/memory';
import { OnceStore } from '../../ground/kv/once';
import { sharedStore } from '../../ground/kv/shared';
import type { KeyValueStore } from '../../ground/kv/store';
import { log } from '../../ground/log';
import type { Buyer } from '../../ground/punchout/buyers';
import { checkReturnUrl, hostForLog } from '../../ground/punchout/return-prefix';
import type { PricedLine } from '../checkout/price-lines';
import { punchoutOrder, type PunchoutOrder } from './order';
import type { PostOrderOutcome } from './post-order';
import type { PunchoutSession } from './session';
import type { TransferForm } from './transfer-form';

/**
 * A punchout add-to-cart: the line goes to the buyer's procurement system
 * instead of the cart. In order:
 *
 *   1. the session (signed cookie), its configured buyer on this host's
 *      tenant, and its return URL under the buyer's exact prefixes, checked
 *      before anything else happens: nothing is requested for a return URL
 *      that is missing or not allowed;
 *   2. the line checked and priced exactly as the checkout prices it
 *      (lib/domain/checkout/price-lines.ts);
 *   3. by the buyer's protocol: the JSON gateway gets the order
 *      (./order.ts) POSTed by our server (./post-order.ts) and its
 *      redirect_url, on the buyer's return origin, is where the browser goes;
 *      cXML and OCI get a form the browser posts to the return URL
 *      (./transfer-form.ts): our server sends nothing to the buyer's network.
 *
 * A double submit must not send two orders, even when its two requests reach
 * two app servers: each (session, attemptId) runs once, and a second request
 * while it runs, or within 10 minutes after an order went out, gets the same
 * answer. An attempt that failed before
 * anything was sent is not kept, so trying it again does run again.
 *
 * Every hand-off is logged once (`punchout.handoff`): the return URL's host,
 * the outcome, the procurement system's status, the line count, the total in
 * cents and a hash of the session id. Never the URL's path or query, tokens,
 * or anything about the buyer.
 */

export type HandoffOutcome =
  | { kind: 'ok'; redirectUrl: string }
  /** cXML and OCI: the form the browser submits to the buyer's system. */
  | { kind: 'form'; form: TransferForm }
  | { kind: 'no-return-url' }
  | { kind: 'not-allowed' }
  /** A cXML inspect session: the buyer's system opened the cart to look, not to change it. */
  | { kind: 'inspect-only' }
  | { kind: 'invalid'; message: string }
  | { kind: 'unavailable' }
  /** The line could not be priced (a pricing file, the platform): nothing was sent. */
  | { kind: 'error' }
  /** No redirect_url, or one off the buyer's return origins. */
  | { kind: 'no-redirect' }
  | { kind: 'rejected'; error: string }
  | { kind: 'failed'; status?: number; error: string };

export interface HandoffRequest {
  session: PunchoutSession | null;
  attemptId: string;
  line: CheckoutLine;
}

export interface HandoffDeps {
  /** The session's configured buyer (null when no longer configured). */
  buyer: Buyer | null;
  /** The tenant key of the host the request came to: a buyer punches out on its own tenant only. */
  tenantKey: string;
  /** lib/domain/checkout/price-lines.ts priceLines, bound to the request's tenant and market. */
  price: (lines: readonly CheckoutLine[]) => Promise<PriceLinesOutcome>;
  /** ./post-order.ts postOrder, bound to the buyer's prefixes (JSON gateway), with the order's idempotency key. */
  post: (url: URL, order: PunchoutOrder, idempotencyKey: string) => Promise<PostOrderOutcome>;
  /** ./transfer-form.ts, bound to the session (cXML and OCI). */
  transfer: (lines: readonly PricedLine[]) => Promise<TransferForm>;
  store?: HandoffStore;
}

/** What one run ended with, and whether it sent anything (only then is the answer kept). */
interface Run {
  outcome: HandoffOutcome;
  sent: boolean;
}

export const HANDOFF_MEMORY_MS = 10 * 60 * 1000;
export const HANDOFF_MEMORY_ENTRIES = 5000;
/** Longest a run may hold its attempt (pricing plus one POST within its timeout) before another may take it over. */
export const HANDOFF_RUNNING_MS = 60 * 1000;

/** An answer as stored: its kind is checked, the rest is ours as written. */
const storedOutcome = z.looseObject({ kind: z.string() }) as unknown as z.ZodType<HandoffOutcome>;

/**
 * The attempts in flight or answered, in a store every app server shares
 * (Redis when configured, else this process's memory, bounded in size): a
 * double submit may reach two servers behind the load balancer
 * (lib/ground/kv/once.ts). An answer is kept only once something went out.
 */
export class HandoffStore {
  private readonly attempts: OnceStore<HandoffOutcome>;

  constructor(
    ttlMs: number = HANDOFF_MEMORY_MS,
    maxEntries: number = HANDOFF_MEMORY_ENTRIES,
    now: () => number = Date.now,
    records: KeyValueStore = memoryStore(maxEntries, now),
    pollMs = 100,
  ) {
    this.attempts = new OnceStore({
      ttlMs,
      runningMs: HANDOFF_RUNNING_MS,
      shape: storedOutcome,
      gaveUp: { kind: 'failed', error: 'The procurement system did not answer in time.' },
      records,
      pollMs,
    });
  }

  once(key: string, task: () => Promise<Run>): Promise<HandoffOutcome> {
    return this.attempts.once(key, async () => {
      const { outcome, sent } = await task();
      return { value: outcome, keep: sent };
    });
  }
}

let defaultStore: HandoffStore | undefined;
const sharedHandoffs = () => (defaultStore ??= new HandoffStore(HANDOFF_MEMORY_MS, HANDOFF_MEMORY_ENTRIES, Date.now, sharedStore('punchout-handoff')));

/**
 * The key a gateway may deduplicate orders by: one per session and line as
 * ordered. A buyer who retries after a gateway timeout clicks again (a new
 * attempt) and the same order goes out under the same key, so a gateway that
 * got the first one makes no second order.
 */
export function orderKey(sid: string, line: CheckoutLine): string {
  const properties = Object.entries(line.properties).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify([sid, line.variantId, line.quantity, properties])).digest('hex').slice(0, 32);
}

/** The session id as logs name it: enough to follow one session, useless to forge one. */
export function hashedSid(sid: string): string {
  return createHash('sha256').update(sid).digest('hex').slice(0, 16);
}

export async function handOff({ session, attemptId, line }: HandoffRequest, deps: HandoffDeps): Promise<HandoffOutcome> {
  const facts: Record<string, unknown> = {
    session: session ? hashedSid(session.sid) : null,
    host: hostForLog(session?.returnUrl),
    lines: 1,
  };
  const logged = (run: Run, more: Record<string, unknown> = {}): Run => {
    log.info('punchout.handoff', { ...facts, ...more, outcome: run.outcome.kind, sent: run.sent });
    return run;
  };

  if (!session?.returnUrl) return logged({ outcome: { kind: 'no-return-url' }, sent: false }).outcome;
  const { buyer } = deps;
  facts.buyer = session.buyer;
  if (!buyer || buyer.id !== session.buyer || buyer.tenant !== deps.tenantKey) {
    return logged({ outcome: { kind: 'not-allowed' }, sent: false }, { refused: buyer ? 'tenant' : 'buyer' }).outcome;
  }
  const target = checkReturnUrl(session.returnUrl, buyer.prefixes);
  if (!target.ok) return logged({ outcome: { kind: 'not-allowed' }, sent: false }, { refused: target.reason }).outcome;
  if (session.operation === 'inspect') return logged({ outcome: { kind: 'inspect-only' }, sent: false }).outcome;
  facts.host = target.url.host;
  facts.protocol = buyer.protocol;

  return (deps.store ?? sharedHandoffs()).once(`${session.sid}:${attemptId}`, async () => {
    let priced: PriceLinesOutcome;
    try {
      priced = await deps.price([line]);
    } catch (error) {
      log.error('punchout.pricing_failed', { session: facts.session, error });
      return logged({ outcome: { kind: 'error' }, sent: false });
    }
    if (priced.kind === 'invalid') return logged({ outcome: { kind: 'invalid', message: priced.message }, sent: false });
    if (priced.kind === 'unavailable') return logged({ outcome: { kind: 'unavailable' }, sent: false });
    if (priced.kind === 'pricing') return logged({ outcome: { kind: 'error' }, sent: false });

    facts.totalCents = priced.lines.reduce((sum, l) => sum + l.total, 0);
    if (buyer.protocol !== 'json') {
      // Kept once made: a second click of the same attempt gets the same quote, not a second one.
      return logged({ outcome: { kind: 'form', form: await deps.transfer(priced.lines) }, sent: true });
    }
    const reply = await deps.post(target.url, punchoutOrder(priced.lines), orderKey(session.sid, line));
    const status = 'status' in reply ? reply.status : undefined;
    switch (reply.kind) {
      case 'ok':
        return logged({ outcome: { kind: 'ok', redirectUrl: reply.redirectUrl }, sent: true }, { status });
      case 'not-allowed':
        // The order went out, but the browser is not sent anywhere off the list.
        return logged({ outcome: { kind: 'no-redirect' }, sent: true }, { status, redirectRefused: reply.reason });
      case 'no-redirect':
        return logged({ outcome: { kind: 'no-redirect' }, sent: true }, { status });
      case 'rejected':
        return logged({ outcome: { kind: 'rejected', error: reply.error }, sent: true }, { status });
      default:
        return logged(
          { outcome: { kind: 'failed', ...(reply.status === undefined ? {} : { status: reply.status }), error: reply.error }, sent: true },
          { status, cause: reply.cause },
        );
    }
  });
}
