import type { LineProperties } from '../order/line';
import { samePropertiesIgnoringPrice } from '../cart/properties';

/**
 * Whether the platform cart is the cart we priced. The platform does not
 * take a cart as sent: it merges lines with the same variant and
 * attributes, lowers a line to the stock left (or drops it) with a warning,
 * and charges in the cart's market. Each of those changes what the checkout
 * charges against what we signed, and a checkout that cannot verify its
 * prices cannot take the shopper's money. So a changed cart is never handed
 * out: the lines the shopper can fix are named with what to do.
 */

/** Why a line cannot be bought as it is, and what the shopper can do about it. */
export type LineIssue =
  /** Only `available` can be ordered now (0: none): lower the quantity or remove the line. */
  | { lineItemId: string; issue: 'stock'; available: number }
  /** Another line buys the same item: the platform would merge them, so keep one. */
  | { lineItemId: string; issue: 'duplicate' };

export interface SentLine {
  lineItemId: string;
  merchandiseId: string;
  quantity: number;
  properties: LineProperties;
  /** The line's `_Item Price Signature`: what identifies it in the cart the platform made. */
  signature: string;
}

/** A line of the cart as the platform made it. */
export interface MadeLine {
  merchandiseId: string | null;
  quantity: number;
  signature: string | null;
}

/** Lines that buy the same variant with the same properties as another line: every one of them is named. */
export function duplicateLines(lines: readonly Pick<SentLine, 'lineItemId' | 'merchandiseId' | 'properties'>[]): LineIssue[] {
  return lines
    .filter((line) => lines.some((other) => other !== line && other.merchandiseId === line.merchandiseId && samePropertiesIgnoringPrice(other.properties, line.properties)))
    .map((line) => ({ lineItemId: line.lineItemId, issue: 'duplicate' }));
}

export type MadeCartCheck =
  | { ok: true }
  /** Lines the platform lowered or dropped (the stock), with what is left of each. */
  | { ok: false; kind: 'stock'; issues: LineIssue[] }
  /** The platform's lines differ from ours in another way (merged, added, raised). */
  | { ok: false; kind: 'changed' };

/**
 * Compares the cart the platform made with the lines sent, each found by its
 * variant and signature (unique once duplicates are refused).
 */
export function checkMadeCart(sent: readonly SentLine[], made: readonly MadeLine[]): MadeCartCheck {
  const matched = new Set<MadeLine>();
  const issues: LineIssue[] = [];
  let changed = false;
  for (const line of sent) {
    const found = made.find((m) => !matched.has(m) && m.merchandiseId === line.merchandiseId && m.signature === line.signature);
    if (!found) {
      issues.push({ lineItemId: line.lineItemId, issue: 'stock', available: 0 });
      continue;
    }
    matched.add(found);
    if (found.quantity < line.quantity) issues.push({ lineItemId: line.lineItemId, issue: 'stock', available: found.quantity });
    else if (found.quantity !== line.quantity) changed = true;
  }
  if (made.some((m) => !matched.has(m))) changed = true;
  if (changed) return { ok: false, kind: 'changed' };
  return issues.length ? { ok: false, kind: 'stock', issues } : { ok: true };
}
