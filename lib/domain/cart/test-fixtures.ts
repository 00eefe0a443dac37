import { checkPricingFile, type PricingGrid } from '../pricing/file';
import { repriceLine } from './reprice';
import type { CartLine, CartVariant } from './types';

/** Fixtures for cart tests (not a test file itself): real grids, run through the pricing-file check. */

function grid(file: unknown, lot = false): PricingGrid {
  const check = checkPricingFile(file, [{ sku: 'RL-2X2-WBOPP-S-1', price: 100 }], { lot });
  if (!check.ok) throw new Error(check.details.join('; '));
  return check.grid;
}

/** Per-unit grid: net 0.50 → 0.25 per unit, msrp 1.6 → 1.3, with an overlamination table. */
export const UNIT_GRID = grid({
  quantity_breaks: [50, 100, 250, 500],
  msrp_markup_multiplier: [1.6, 1.5, 1.4, 1.3],
  net_row_1: [0.5, 0.4, 0.3, 0.25],
  net_overlam: [0.05, 0.04, 0.03, 0.02],
});

/** Lot grid: whole-lot prices (250 → 155, i.e. 0.62 per unit). */
export const LOT_GRID = grid(
  {
    quantity_breaks: [250, 500, 1000],
    msrp_markup_multiplier: [1.5, 1.45, 1.4],
    net_row_1: [155, 260, 225],
  },
  true,
);

export const VARIANT: CartVariant = {
  id: 'gid://shopify/ProductVariant/11',
  title: '2" x 2" / White BOPP / Single',
  sku: 'RL-2X2-WBOPP-S-1',
  price: 100,
  availableForSale: true,
  selectedOptions: [
    { name: 'Size', value: '2" x 2"' },
    { name: 'Material', value: 'White BOPP' },
    { name: 'Sides', value: 'Single' },
  ],
};

/** A line as the configurator would add it (figures not yet computed: see pricedLine). */
export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    lineItemId: '1700000000000',
    id: VARIANT.id,
    productId: 'gid://shopify/Product/1',
    handle: 'roll-labels',
    title: 'Roll Labels',
    image: 'http://localhost:4000/cdn/shop/files/roll.png',
    quantity: 50,
    exactUnitPrice: 0,
    listPrice: 100,
    discount: 0,
    total: 0,
    selectedVariant: VARIANT,
    pricingRow: '1',
    properties: { Size: '2" x 2"', Material: 'White BOPP', Sides: 'Single' },
    lotPriced: false,
    pricingGrid: UNIT_GRID,
    productData: { variants: [VARIANT], tags: ['$=roll-labels'], specs: [] },
    markup: 0,
    whiteHalo: false,
    extras: [],
    resellerId: null,
    ...overrides,
  };
}

/** A line with its price, total, savings and Item Price computed. */
export function pricedLine(overrides: Partial<CartLine> = {}): CartLine {
  return repriceLine(makeLine(overrides));
}
