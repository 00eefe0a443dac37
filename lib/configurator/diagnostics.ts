import type { PricingState } from '../pricing/state';
import { fill } from './messages';

/**
 * Pricing-file problems (spec §5 "Pricing file", §8): the message for a
 * product whose grid could not be used. The island shows it as a toast in
 * reseller mode or the development setting, and only logs it otherwise:
 * shoppers still get a price (the variant price) either way.
 */

export interface PricingDiagnosticTemplates {
  /** "The product {title} doesn't contain the tag $= …" */
  missingPricingTag: string;
  /** "Couldn't retrieve pricing JSON … {name}.json" */
  pricingMissing: string;
  /** "Pricing JSON contains errors: {details}" */
  pricingErrors: string;
}

export function pricingDiagnostic(state: PricingState, title: string, templates: PricingDiagnosticTemplates): string | null {
  switch (state.status) {
    case 'ok':
      return null;
    case 'no-tag':
      return fill(templates.missingPricingTag, { title });
    case 'missing':
      return fill(templates.pricingMissing, { name: state.name });
    case 'invalid':
      return fill(templates.pricingErrors, { details: state.details.join('; ') });
  }
}
