import type { CartVariant } from '../cart/types';
import type { OfferedExtra } from '../pricing/extras';
import type { PricingState } from '../pricing/state';
import type { CurrencyCode, Locale } from '../../ground/tenant/types';

/**
 * What the server hands the configurator island. Everything is plain JSON: the island prices every
 * change itself from `pricing` (fetched once on the server and cached), so a
 * dropdown change never goes back to the network.
 */

export interface ConfiguratorOption {
  /** As the store writes it: the line properties and every check use these. */
  name: string;
  values: string[];
  /** The shopper's words for the name and each value (lib/domain/catalog/types.ts ProductOption). */
  label?: string;
  valueLabels?: string[];
}

export interface ConfiguratorProduct {
  id: string;
  handle: string;
  title: string;
  productType: string;
  /** The first product image (absolute URL), or null. */
  image: string | null;
  tags: string[];
  /** Spec lines from the description (list items). */
  specs: string[];
  options: ConfiguratorOption[];
  variants: CartVariant[];
}

export interface ConfiguratorProps {
  product: ConfiguratorProduct;
  pricing: PricingState;
  /** `Lot Pricing` tag: sold in break quantities only. */
  lot: boolean;
  /** `markup=` percent. */
  markup: number;
  /** `Custom Size` tag, or a die-cut product (allowsCustomSize). */
  customSize: boolean;
  /** `Custom Die-Cut` / `Shape=Custom`: the cut line follows the shopper's artwork. */
  dieCut: boolean;
  /** `Customizable` tag: DESIGN NOW is offered. */
  customizable: boolean;
  /** Where the browser loads the design editor from (customizable products only). */
  designerBase: string | null;
  extras: OfferedExtra[];
  currency: CurrencyCode;
  /** Store → display amount multiplier (lib/ground/money/display). */
  factor: number;
  locale: Locale;
  /** The site shows sizes in millimetres beside inches and takes custom sizes in either (lib/ground/tenant metricSizes). */
  metricSizes: boolean;
  resellerId: string | null;
  /** Show pricing-file problems as toasts (reseller mode or the development setting). */
  diagnostics: boolean;
  /** A procurement system's buyer: ADD TO CART hands the line off instead of filling the cart. */
  punchout?: boolean;
}
