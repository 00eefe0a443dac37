import 'server-only';
import { createHash } from 'node:crypto';
import type { PriceLinesOutcome } from '../checkout/price-lines';
import type { CheckoutLine } from '../checkout/request';
import { z } from 'zod';
import { memoryStore } from '../../ground/kv/memory';
import { parseRecord } from '../../ground/kv/record';
import { sharedStore } from '../../ground/kv/shared';
import type { KeyValueStore } from '../../ground/kv/store';
import { log } from '../../ground/log';
import { checkProcurementUrl, hostForLog, type Allowlist, type AllowlistEntry } from '../../ground/http/allowlist';
import { punchoutOrder, type PunchoutOrder } from './order';
import type { PostOrderOutcome } from './post-order';
import type { PunchoutSession } from './session';

/**
 * A punchout add-to-cart: the line goes to the buyer's procurement system
 * instead of the cart. In order:
 *
 *   1. the session (signed cookie) and its return URL, checked against the
 *      allowlist before anything else happens: nothing is requested for a
 *      return URL that is missing or not allowed;
 *   2. the line checked and priced exactly as the checkout prices it
 *      (lib/domain/checkout/price-lines.ts);
 *   3. the order (./order.ts) POSTed to the return URL (./post-order.ts);
 *   4. the reply's redirect_url, itself allowlisted, for the browser to open.
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
  | { kind: 'no-return-url' }
  | { kind: 'not-allowed' }
  | { kind: 'invalid'; message: string }
  | { kind: 'unavailable' }
  /** The line could not be priced (a pricing file, the platform): nothing was sent. */
  | { kind: 'error' }
  /** No redirect_url, or one off the allowlist. */
  | { kind: 'no-redirect' }
  | { kind: 'rejected'; error: string }
  | { kind: 'failed'; status?: number; error: string };

export interface HandoffRequest {
  session: PunchoutSession | null;
  attemptId: string;
  line: CheckoutLine;
}

export interface HandoffDeps {
  allowlist: Allowlist;
  /** lib/domain/checkout/price-lines.ts priceLines, bound to the request's tenant and market. */
  price: (lines: readonly CheckoutLine[]) => Promise<PriceLinesOutcome>;
  /** ./post-order.ts postOrder, bound to the allowlist. */
  post: (target: { url: URL; entry: AllowlistEntry }, order: PunchoutOrder) => Promise<PostOrderOutcome>;
  store?: HandoffStore;
}

/** What one run ended with, and whether an order went out (only then is the answer kept). */
interface Run {
  outcome: HandoffOutcome;
  sent: boolean;
}

export const HANDOFF_MEMORY_MS = 10 * 60 * 1000;
export const HANDOFF_MEMORY_ENTRIES = 5000;
/** Longest a run may hold its attempt (pricing plus one POST within its timeout) before another may take it over. */
export const HANDOFF_RUNNING_MS = 60 * 1000;
const RUNNING = 'running';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An answer as stored: its kind is checked, the rest is ours as written. */
const storedOutcomeShape = z.looseObject({ kind: z.string() });
const storedOutcome = (text: string) => parseRecord(text, storedOutcomeShape) as HandoffOutcome | null;

/**
 * The attempts in flight or answered, in a store every app server shares
 * (Redis when configured, else this process's memory, bounded in size): a
 * double submit may reach two servers behind the load balancer. The first
 * to claim an attempt runs it; the others wait for its answer. An answer is
 * kept only once an order went out.
 */
export class HandoffStore {
  private readonly inFlight = new Map<string, Promise<Run>>();

  constructor(
    private readonly ttlMs: number = HANDOFF_MEMORY_MS,
    maxEntries: number = HANDOFF_MEMORY_ENTRIES,
    now: () => number = Date.now,
    private readonly records: KeyValueStore = memoryStore(maxEntries, now),
    private readonly pollMs = 100,
  ) {}

  /** `task`'s outcome, run once per key while it runs and, once it sent an order, for ttlMs after. */
  async once(key: string, task: () => Promise<Run>): Promise<HandoffOutcome> {
    const local = this.inFlight.get(key);
    if (local) return (await local).outcome;
    const giveUpAt = Date.now() + HANDOFF_RUNNING_MS;
    for (;;) {
      const known = await this.records.get(key);
      if (known !== null && known !== RUNNING) {
        const outcome = storedOutcome(known);
        if (outcome) return outcome;
        await this.records.delete(key);
        continue;
      }
      if (known === null && (await this.records.add(key, RUNNING, HANDOFF_RUNNING_MS))) return this.run(key, task);
      // Another server runs this attempt: its answer is ours.
      if (Date.now() > giveUpAt) return { kind: 'failed', error: 'The procurement system did not answer in time.' };
      await pause(this.pollMs);
    }
  }

  private async run(key: string, task: () => Promise<Run>): Promise<HandoffOutcome> {
    const running = task();
    this.inFlight.set(key, running);
    try {
      const { outcome, sent } = await running;
      if (sent) await this.records.set(key, JSON.stringify(outcome), this.ttlMs);
      else await this.records.delete(key);
      return outcome;
    } catch (error) {
      await this.records.delete(key);
      throw error;
    } finally {
      this.inFlight.delete(key);
    }
  }
}

let defaultStore: HandoffStore | undefined;
const sharedHandoffs = () => (defaultStore ??= new HandoffStore(HANDOFF_MEMORY_MS, HANDOFF_MEMORY_ENTRIES, Date.now, sharedStore('punchout-handoff')));

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
  const target = checkProcurementUrl(session.returnUrl, deps.allowlist);
  if (!target.ok) return logged({ outcome: { kind: 'not-allowed' }, sent: false }, { refused: target.reason }).outcome;
  facts.host = target.url.host;

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
    const reply = await deps.post(target, punchoutOrder(priced.lines));
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
