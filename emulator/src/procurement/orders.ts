import type { ProcurementOrder } from './order.ts';
import type { ReplyMode } from './replyModes.ts';

export interface ReceivedOrder {
  sid: string;
  receivedAt: string;
  /** how the stand-in was asked to answer this transfer ("normal" unless the return URL said otherwise) */
  reply: ReplyMode;
  order: ProcurementOrder;
}

/** Enough for any test run; a long-lived dev emulator forgets the oldest transfers rather than growing. */
export const MAX_KEPT = 1000;

/**
 * Carts handed back to the procurement system, in arrival order, in memory: a session lives as long as the
 * browser test that opened it, and a restart starting clean is what a test wants. Every transfer is kept, so a
 * test can tell a storefront that sent one cart twice.
 */
export class ProcurementOrders {
  private readonly received: ReceivedOrder[] = [];

  add(sid: string, order: ProcurementOrder, reply: ReplyMode, now = new Date()): ReceivedOrder {
    const entry = { sid, receivedAt: now.toISOString(), reply, order };
    this.received.push(entry);
    if (this.received.length > MAX_KEPT) this.received.splice(0, this.received.length - MAX_KEPT);
    return entry;
  }

  /** oldest first */
  list(sid?: string): ReceivedOrder[] {
    return sid === undefined ? [...this.received] : this.received.filter((o) => o.sid === sid);
  }

  /** what the session's requisition shows: its newest transfer */
  latest(sid: string): ReceivedOrder | null {
    for (let i = this.received.length - 1; i >= 0; i--) {
      if (this.received[i]!.sid === sid) return this.received[i]!;
    }
    return null;
  }

  clear(): void {
    this.received.length = 0;
  }
}
