/**
 * What the cart held as the shopper left for the checkout, kept in this
 * browser so the order confirmation can list it to a visitor. Only the
 * shopper's own browser has it: a visitor's confirmation never reads an
 * order from the platform by its (guessable) number. The first order
 * number that shows the lines claims them, so a later visit to another
 * number (the next person at a shared computer trying #1002) shows none.
 *
 * A vanilla store with `persist` under `checkout_lines`, created with
 * `skipHydration`: the cart page only writes it, and the confirmation
 * reads it afresh each time it asks (another tab may have checked out
 * since), so neither needs it loaded at start.
 */
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { CartLine } from '../../domain/cart/types';
import { productionDaysOf } from '../../domain/delivery/production-time';
import { persistStorage } from './storage';

export const PLACED_LINES_KEY = 'checkout_lines';
export const PLACED_LINES_VERSION = 1;

export interface PlacedLine {
  title: string;
  /** The variant's options as the cart showed them ('2" x 2" / White BOPP'). */
  variant: string;
  quantity: number;
  image: string | null;
  /** The slow end of its production time in business days, when its spec said one (the expected delivery). */
  productionDays?: number;
}

interface PlacedLines {
  /** The order that claimed the lines; null until a confirmation shows them. */
  order: string | null;
  lines: PlacedLine[];
  /** When the browser left for the checkout (ms since the epoch): production counts from then. */
  at?: number;
}

const NOTHING_KEPT: PlacedLines = { order: null, lines: [] };

/** The lines as the confirmation shows them. */
export function placedLinesOf(lines: readonly CartLine[]): PlacedLine[] {
  return lines.map((line) => {
    const productionDays = productionDaysOf(line.productData?.specs ?? []);
    const placed: PlacedLine = { title: line.title, variant: line.selectedVariant.title, quantity: line.quantity, image: line.image };
    return productionDays === null ? placed : { ...placed, productionDays };
  });
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
    (line.image === null || typeof line.image === 'string') &&
    (line.productionDays === undefined || (Number.isInteger(line.productionDays) && line.productionDays > 0 && line.productionDays < 366))
  );
};

/** Only well-formed lines and a string order survive (storage is user-editable and outlives releases). */
function sanitize(persisted: unknown): PlacedLines {
  const kept = persisted as Partial<Record<keyof PlacedLines, unknown>> | null;
  if (typeof kept !== 'object' || kept === null || !Array.isArray(kept.lines)) return NOTHING_KEPT;
  const order = typeof kept.order === 'string' ? kept.order : null;
  const lines = kept.lines.filter(isPlacedLine);
  return typeof kept.at === 'number' && Number.isFinite(kept.at) ? { order, lines, at: kept.at } : { order, lines };
}

export const placedLinesStore = createStore<PlacedLines>()(
  persist((): PlacedLines => NOTHING_KEPT, {
    name: PLACED_LINES_KEY,
    version: PLACED_LINES_VERSION,
    // Lines kept before the store had persist's envelope (a checkout under way across a release).
    storage: persistStorage<PlacedLines>({ bare: true }),
    migrate: sanitize,
    // Nothing readable stored reads as nothing kept, not as what this tab last held.
    merge: (persisted) => sanitize(persisted),
    skipHydration: true,
  }),
);

/** Kept as the browser leaves for the checkout (a full storage only costs the confirmation its list). */
export function rememberPlacedLines(lines: readonly CartLine[]): void {
  placedLinesStore.setState({ order: null, lines: placedLinesOf(lines), at: Date.now() });
}

/**
 * The lines kept at the last checkout for `order`: claimed by the first
 * order that asks, [] for any other order, when none were kept or when
 * they cannot be read. Client only (storage is synchronous, so the read is
 * done when this returns).
 */
export function placedLinesFor(order: string): PlacedLine[] {
  void placedLinesStore.persist.rehydrate();
  const kept = placedLinesStore.getState();
  if (kept.lines.length === 0) return [];
  if (kept.order === null) {
    placedLinesStore.setState({ order });
    return kept.lines;
  }
  return kept.order === order ? kept.lines : [];
}

/** When the lines kept for `order` left for the checkout, and their production times: what its expected delivery counts from. */
export function placedDeliveryFor(order: string): { at: number | null; productionDays: number[] } {
  const lines = placedLinesFor(order);
  const at = lines.length > 0 ? (placedLinesStore.getState().at ?? null) : null;
  return { at, productionDays: lines.flatMap((line) => (line.productionDays === undefined ? [] : [line.productionDays])) };
}
