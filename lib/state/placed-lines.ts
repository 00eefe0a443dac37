/**
 * What the cart held as the shopper left for the checkout, kept in this
 * browser so the order confirmation can list it to a visitor. Only the
 * shopper's own browser has it: a visitor's confirmation never reads an
 * order from the platform by its (guessable) number. The first order
 * number that shows the lines claims them, so a later visit to another
 * number (the next person at a shared computer trying #1002) shows none.
 */
import type { CartLine } from '../cart/types';
import { readItem, writeItem } from './storage';

export const PLACED_LINES_KEY = 'checkout_lines';

export interface PlacedLine {
  title: string;
  /** The variant's options as the cart showed them ('2" x 2" / White BOPP'). */
  variant: string;
  quantity: number;
  image: string | null;
}

interface Kept {
  /** The order that claimed the lines; absent until a confirmation shows them. */
  order?: string;
  lines: PlacedLine[];
}

/** The lines as the confirmation shows them. */
export function placedLinesOf(lines: readonly CartLine[]): PlacedLine[] {
  return lines.map((line) => ({ title: line.title, variant: line.selectedVariant.title, quantity: line.qty, image: line.image }));
}

/** Kept as the browser leaves for the checkout (a full storage only costs the confirmation its list). */
export function rememberPlacedLines(lines: readonly CartLine[]): void {
  writeItem(PLACED_LINES_KEY, JSON.stringify({ lines: placedLinesOf(lines) } satisfies Kept));
}

const isPlacedLine = (value: unknown): value is PlacedLine => {
  const line = value as Partial<PlacedLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.title === 'string' &&
    typeof line.variant === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    (line.image === null || typeof line.image === 'string')
  );
};

function readKept(): Kept | null {
  const raw = readItem(PLACED_LINES_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Kept> | null;
    if (typeof parsed !== 'object' || parsed === null || !Array.isArray(parsed.lines)) return null;
    return { ...(typeof parsed.order === 'string' ? { order: parsed.order } : {}), lines: parsed.lines.filter(isPlacedLine) };
  } catch {
    return null;
  }
}

/**
 * The lines kept at the last checkout for `order`: claimed by the first
 * order that asks, [] for any other order, when none were kept or when
 * they cannot be read.
 */
export function placedLinesFor(order: string): PlacedLine[] {
  const kept = readKept();
  if (!kept) return [];
  if (kept.order === undefined) {
    writeItem(PLACED_LINES_KEY, JSON.stringify({ order, lines: kept.lines } satisfies Kept));
    return kept.lines;
  }
  return kept.order === order ? kept.lines : [];
}
