import type { PricingState } from '../pricing/state';

/**
 * Pricing-file problems: which message tells
 * what is wrong with a product whose grid could not be used, and its values
 * (the Configurator namespace formats it). The island shows it as a toast in
 * reseller mode or the development setting, and only logs it otherwise:
 * shoppers still get a price (the variant price) either way.
 */
export type PricingDiagnostic =
  | { key: 'missingPricingTag'; values: { title: string } }
  | { key: 'pricingMissing'; values: { name: string } }
  | { key: 'pricingErrors'; values: { details: string } };

export function pricingDiagnostic(state: PricingState, title: string): PricingDiagnostic | null {
  switch (state.status) {
    case 'ok':
      return null;
    case 'no-tag':
      return { key: 'missingPricingTag', values: { title } };
    case 'missing':
      return { key: 'pricingMissing', values: { name: state.name } };
    case 'invalid':
      return { key: 'pricingErrors', values: { details: state.details.join('; ') } };
  }
}
