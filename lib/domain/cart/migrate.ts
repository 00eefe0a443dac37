import { toCents } from '../../ground/money/cents';

/**
 * Stored carts outlive deployments. Up to version 2 a line kept its amounts
 * in currency units (1.2 for $1.20); from version 3 they are cents (lib/ground/money),
 * the exact unit price aside. This turns a version 2 cart's amounts into
 * cents and leaves everything else (and anything malformed, which the
 * store's shape check then drops) as it is.
 */
const CENTS_SINCE_VERSION = 3;

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const cents = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? toCents(v) : v);
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

/** A stored cart state of `version` as the current version stores it. */
export function migrateCartState(state: unknown, version: number): unknown {
  if (version >= CENTS_SINCE_VERSION || !isObject(state) || !Array.isArray(state.lines)) return state;
  return { ...state, lines: state.lines.map(lineInCents) };
}
