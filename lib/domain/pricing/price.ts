import { inUnits, toCents, type Cents } from '../../ground/money/cents';
import { LOT_DIVISION_CAP, netRowFor, type PricingGrid } from './grid';
import { EXTRAS, type ExtraKey } from './tags';

/**
 * The price formula, exactly as implemented. Every amount is in the
 * store currency: prices, totals and savings in integer cents (lib/ground/money),
 * the per-unit prices in currency units, unrounded, because a pricing file's
 * net ÷ lot × multipliers has no exact cent value. Display conversion is
 * lib/ground/money's, where a price is shown.
 *
 * With a pricing grid, for quantity q:
 *   i        = the last break with breaks[i] <= q (the first break when q is below it)
 *   m        = msrp[i] × (1 + markup / 100)          markup: the `markup=` tag, non-numeric = 0
 *   d        = min(breaks[i], 500) for `Lot Pricing` products, else 1
 *   base     = net[i] / d × m                         net: the variant's row (row 1 when missing)
 *              or the variant price when net[i] is 0 (the "tier price 0" fallback)
 *   extra(k) = table_k[i] / d × m                     for each selected priced extra k;
 *              or its base price when the file has no table for it or table_k[i] is 0
 *              (White Halo is an outline option with no table: it costs nothing)
 *   unit     = base + Σ extra(k)
 *   total    = round2(unit × q)                       (lib/ground/money toCents)
 *   display unit = round3(unit), shown with 2 decimals (lib/ground/money showUnitPrice)
 *   list     = (variant price + Σ base price of each selected priced extra) × q, exact in cents
 *   savings  = max(0, list − total)
 *
 * Lot pricing: a lot-priced file quotes the price of the whole lot at each
 * break below 500, and the price per 500 units at breaks of 500 or more
 * (breaks of 500 or more use the 500 break for the per-unit
 * division); d turns either into a per-unit price. Lot-priced items are sold
 * in the break quantities only (no custom quantity).
 *
 * Without a grid (no `$=` tag, missing or invalid file) the tier price is
 * taken as 0: unit = variant price + Σ base price of each selected priced extra,
 * so total = list and there are no savings.
 */

export interface SelectedExtra {
  key: ExtraKey;
  /** The base (list) price per unit: the matching Optional Extra product's price. */
  basePrice: Cents;
}

export interface PriceInput {
  grid: PricingGrid | null;
  variant: { sku: string | null; price: Cents };
  quantity: number;
  /** Percent from the `markup=` tag (0 when absent or non-numeric). */
  markup: number;
  lot: boolean;
  extras: readonly SelectedExtra[];
}

export interface PriceBreakdown {
  /** Index of the quantity break used; null without a grid. */
  breakIndex: number | null;
  /** Exact per-unit price (base + extras), in currency units. */
  unitPrice: number;
  /** Per-unit price of each selected extra, in currency units. */
  extraUnitPrices: Partial<Record<ExtraKey, number>>;
  /** What the line costs. */
  total: Cents;
  /** The list price of the line. */
  listTotal: Cents;
  savings: Cents;
}

/** Index of the break that prices quantity q: the last break at or below q, else the first. */
export function breakIndexFor(breaks: readonly number[], quantity: number): number {
  let index = 0;
  breaks.forEach((b, i) => {
    if (quantity >= b) index = i;
  });
  return index;
}

/** Extras with a price table in the file; the others (White Halo) are free options. */
export const isPricedExtra = (key: ExtraKey): boolean => EXTRAS.find((e) => e.key === key)?.table != null;

export function priceLine(input: PriceInput): PriceBreakdown {
  const quantity = Math.max(0, input.quantity);
  const priced = input.extras.filter((e) => isPricedExtra(e.key));
  const extrasBase = priced.reduce((sum, e) => sum + e.basePrice, 0);
  const listTotal = (input.variant.price + extrasBase) * quantity;
  const net = input.grid ? netRowFor(input.grid, input.variant.sku) : null;

  if (!input.grid || !net) {
    const extraUnitPrices = Object.fromEntries(input.extras.map((e) => [e.key, isPricedExtra(e.key) ? inUnits(e.basePrice) : 0]));
    return {
      breakIndex: null,
      unitPrice: inUnits(input.variant.price + extrasBase),
      extraUnitPrices,
      total: listTotal,
      listTotal,
      savings: 0,
    };
  }

  const { grid } = input;
  const i = breakIndexFor(grid.breaks, quantity);
  const multiplier = (grid.msrp[i] ?? 1) * (1 + input.markup / 100);
  const divisor = input.lot ? Math.min(grid.breaks[i] ?? 1, LOT_DIVISION_CAP) || 1 : 1;
  const tier = net[i] ?? 0;
  const base = tier === 0 ? inUnits(input.variant.price) : (tier / divisor) * multiplier;

  const extraUnitPrices: Partial<Record<ExtraKey, number>> = {};
  for (const extra of input.extras) {
    if (!isPricedExtra(extra.key)) {
      extraUnitPrices[extra.key] = 0;
      continue;
    }
    const value = grid.extras[extra.key]?.[i] ?? 0;
    extraUnitPrices[extra.key] = value === 0 ? inUnits(extra.basePrice) : (value / divisor) * multiplier;
  }
  const unitPrice = base + Object.values(extraUnitPrices).reduce((sum, v) => sum + (v ?? 0), 0);
  const total = toCents(unitPrice * quantity);
  return {
    breakIndex: i,
    unitPrice,
    extraUnitPrices,
    total,
    listTotal,
    savings: Math.max(0, listTotal - total),
  };
}
