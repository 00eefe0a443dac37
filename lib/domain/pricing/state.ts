import type { PricingGrid } from './grid';

/**
 * What a product's pricing file turned out to be. Only `ok`
 * carries a grid; the others price at the variant price and show their
 * message where the rules say (reseller mode, development setting).
 */
export type PricingState =
  | { status: 'ok'; name: string; grid: PricingGrid }
  /** The product has no `$=` tag. */
  | { status: 'no-tag' }
  /** The file could not be fetched (404 or the pricing host failed). */
  | { status: 'missing'; name: string }
  /** The file failed validation; `details` feed 'Pricing JSON contains errors: {details}'. */
  | { status: 'invalid'; name: string; details: string[] };

export function gridOf(state: PricingState | null | undefined): PricingGrid | null {
  return state?.status === 'ok' ? state.grid : null;
}
