import type { Cents, FractionalCents } from '../../ground/money/cents';
import type { PricingGrid } from '../pricing/grid';
import type { SelectedExtra } from '../pricing/price';
import type { ExtraKey } from '../pricing/tags';
import type { LineProperties, LineVariant } from '../order/line';

/**
 * A cart line, as persisted in localStorage. It carries
 * what the cart needs to re-price itself when a quantity changes (the pricing
 * grid, list prices, markup, lot flag, selected extras) without a request.
 * Every amount is in the store currency, in cents (lib/ground/money): whole
 * cents, except the exact unit price, which keeps the pricing formula's
 * fraction of a cent. Display conversion happens at render time. The server
 * never trusts these figures: checkout re-prices every line from the pricing
 * file (app/api/checkout). Older stored shapes are brought to this one when
 * the cart loads (./migrate.ts).
 */

export { EXTRA_SELECTED, LINE_PROPERTY_NAMES, type LineProperties, type LinePropertyName } from '../order/line';

/** The variant a line buys (lib/domain/order/line.ts). */
export type CartVariant = LineVariant;

export interface CartLine {
  /** Timestamp-based, unique per line. */
  lineItemId: string;
  /** The variant id (gid). */
  id: string;
  productId: string;
  handle: string;
  title: string;
  /** Product image for the line (absolute URL), or null. */
  image: string | null;
  quantity: number;
  /**
   * Exact unit price (base + extras) in cents, with the fraction of a cent
   * the pricing formula leaves (lib/domain/pricing/price): shown rounded, never summed.
   */
  exactUnitPrice: FractionalCents;
  /** The variant's list price per unit. */
  listPrice: Cents;
  /** Savings on the line against its list price. */
  discount: Cents;
  /** What the line costs. */
  total: Cents;
  selectedVariant: CartVariant;
  /** The pricing row: the last dash-separated piece of the SKU. */
  pricingRow: string | null;
  properties: LineProperties;
  /** Sold by the lot: the pricing file quotes whole lots and only the break quantities can be bought. */
  lotPriced: boolean;
  /** The validated pricing grid, or null (priced at the variant price). */
  pricingGrid: PricingGrid | null;
  productData: { variants: CartVariant[]; tags: string[]; specs: string[] };
  markup: number;
  /** The White Halo outline was chosen (a free option). */
  whiteHalo: boolean;
  /** The selected extras with their base prices (re-pricing needs them). */
  extras: SelectedExtra[];
  /** The reseller the line was added under (tagged onto the platform cart). */
  resellerId: string | null;
  /**
   * The shopper's words for the option values in `properties` (store value →
   * label), as the product page showed them when the line was added, like
   * `title`; absent when they are the store's own words.
   */
  optionLabels?: Record<string, string>;
  /** Set when checkout found the variant gone (red border). */
  unavailable?: boolean;
}

export type { ExtraKey };
