import { toCents, toFractionalCents } from '../../ground/money/cents';

/**
 * Stored carts outlive deployments, so a cart is brought to today's line
 * shape (./types.ts) when it loads, one step per stored version:
 *
 * - up to version 2 a line kept its amounts in currency units (1.2 for
 *   $1.20); version 3 made them cents, the exact unit price aside;
 * - up to version 3 a line used the legacy names (qty, sum, barcode,
 *   priceObject, lot_pricing, white_halo, productPrice) and kept the exact
 *   unit price in currency units; version 4 names them for what they are and
 *   keeps the exact unit price in (fractional) cents.
 *
 * Anything malformed is left as it is: the store's shape check then drops it.
 */
const CENTS_SINCE_VERSION = 3;
const NAMED_SINCE_VERSION = 4;

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const cents = (v: unknown) => (isAmount(v) ? toCents(v) : v);
const priced = (v: unknown) => (isObject(v) ? { ...v, price: cents(v.price) } : v);

function lineInCents(line: unknown): unknown {
  if (!isObject(line)) return line;
  const data = line.productData;
  return {
    ...line,
    productPrice: cents(line.productPrice),
    discount: cents(line.discount),
    sum: cents(line.sum),
    selectedVariant: priced(line.selectedVariant),
    productData: isObject(data) && Array.isArray(data.variants) ? { ...data, variants: data.variants.map(priced) } : data,
    extras: Array.isArray(line.extras) ? line.extras.map((e) => (isObject(e) ? { ...e, basePrice: cents(e.basePrice) } : e)) : line.extras,
  };
}

function lineWithNames(line: unknown): unknown {
  if (!isObject(line)) return line;
  const { qty, price, productPrice, sum, barcode, lot_pricing, priceObject, white_halo, ...kept } = line;
  return {
    ...kept,
    quantity: qty,
    exactUnitPrice: isAmount(price) ? toFractionalCents(price) : price,
    listPrice: productPrice,
    total: sum,
    pricingRow: barcode,
    lotPriced: lot_pricing,
    pricingGrid: priceObject,
    whiteHalo: white_halo,
  };
}

const steps: { before: number; line: (line: unknown) => unknown }[] = [
  { before: CENTS_SINCE_VERSION, line: lineInCents },
  { before: NAMED_SINCE_VERSION, line: lineWithNames },
];

/** A stored cart state of `version` as the current version (lib/edge/state/cart-key.ts) stores it. */
export function migrateCartState(state: unknown, version: number): unknown {
  const pending = steps.filter((step) => version < step.before);
  if (pending.length === 0 || !isObject(state) || !Array.isArray(state.lines)) return state;
  return { ...state, lines: pending.reduce((lines, step) => lines.map(step.line), state.lines as unknown[]) };
}
