import { decimalString, toFractionalCents } from '../../ground/money/cents';
import { priceLine } from '../pricing/price';
import { parseQuantity } from '../pricing/quantity';
import { ITEM_PRICE_PROPERTY } from './properties';
import type { CartLine } from './types';

/**
 * A line at a new quantity, re-priced from what it carries (pricing grid,
 * markup, lot flag, extras, selected variant) with the same formula as the
 * product page (lib/domain/pricing/price). The quantity is normalised by the quantity
 * rules (whole number, 0 to 9,999,999). `exactUnitPrice` is the exact unit price,
 * `total` the line total, `discount` the savings against the list price, and
 * the `Item Price` property mirrors `total` as the platform writes amounts
 * (lib/ground/money decimalString), the form the checkout attribute takes.
 */
export function repriceLine(line: CartLine, wanted: number = line.quantity): CartLine {
  const quantity = parseQuantity(wanted);
  const breakdown = priceLine({
    grid: line.pricingGrid,
    variant: { sku: line.selectedVariant.sku, price: line.selectedVariant.price },
    quantity,
    markup: line.markup,
    lot: line.lotPriced,
    extras: line.extras,
  });
  return {
    ...line,
    quantity,
    exactUnitPrice: toFractionalCents(breakdown.unitPrice),
    total: breakdown.total,
    discount: breakdown.savings,
    properties: { ...line.properties, [ITEM_PRICE_PROPERTY]: decimalString(breakdown.total) },
  };
}
