import type { CartLine } from './types';

/**
 * Whether a stored value has the CartLine shape. Stored carts outlive
 * deployments: version 1 kept only {lineItemId, id, qty, properties}, and a
 * line the cart cannot re-price or display is worse than no line, so the
 * store drops anything that fails this check when it loads.
 */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isGrid(v: unknown): boolean {
  if (v === null) return true;
  return isObject(v) && Array.isArray(v.breaks) && Array.isArray(v.msrp) && isObject(v.rows) && isObject(v.extras);
}

export function isCartLine(value: unknown): value is CartLine {
  if (!isObject(value)) return false;
  const v = value;
  const variant = v.selectedVariant;
  return (
    isString(v.lineItemId) &&
    isString(v.id) &&
    isString(v.handle) &&
    isString(v.title) &&
    isNumber(v.quantity) &&
    isNumber(v.exactUnitPrice) &&
    isNumber(v.listPrice) &&
    isNumber(v.discount) &&
    isNumber(v.total) &&
    isNumber(v.markup) &&
    typeof v.lotPriced === 'boolean' &&
    isObject(v.properties) &&
    Object.values(v.properties).every(isString) &&
    Array.isArray(v.extras) &&
    v.extras.every((e) => isObject(e) && isString(e.key) && isNumber(e.basePrice)) &&
    isGrid(v.pricingGrid) &&
    isObject(variant) &&
    isString(variant.id) &&
    isNumber(variant.price) &&
    Array.isArray(variant.selectedOptions) &&
    isObject(v.productData) &&
    (v.optionLabels === undefined || (isObject(v.optionLabels) && Object.values(v.optionLabels).every(isString)))
  );
}
