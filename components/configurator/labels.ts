import type { PricingDiagnosticTemplates } from '@/lib/configurator/diagnostics';

/**
 * The island's strings, resolved on the server (app/[tenant]/[locale]/(catalog)/island-labels.ts)
 * so no i18n runtime ships to the browser. Templates keep their {placeholders}
 * and the minimum-quantity message its <br></br>: the island fills them.
 */
export interface ConfiguratorLabels extends PricingDiagnosticTemplates {
  /** Accessible name of the configurator region. */
  heading: string;
  /** Display names of the usual options; any other option shows its own name. */
  optionNames: Record<string, string>;
  customSize: string;
  width: string;
  height: string;
  customSizeDecimals: string;
  customSizeRange: string;
  notAvailable: string;
  quantity: string;
  customQuantity: string;
  customQuantityField: string;
  quantityInvalid: string;
  /** "Minimum order quantity for this product is {n}.<br></br>Add {m} more." */
  minimumQuantity: string;
  extras: string;
  /** "About {label}": the extra's info button. */
  aboutExtra: string;
  total: string;
  unitPrice: string;
  /** "You save {amount}" */
  savings: string;
  addToCart: string;
  adding: string;
  designNow: string;
  designComingSoon: string;
  addedToCart: string;
}
