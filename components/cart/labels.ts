import type { DescriptionLabels } from '@/lib/cart/description';

/**
 * Strings of the cart island, sent by the server (no i18n runtime in the
 * browser). Templates keep their placeholders ({n}, {m}, {price}) and the
 * island fills them in.
 */
export interface CartViewLabels {
  loading: string;
  empty: string;
  continueShopping: string;
  itemsHeading: string;
  quantity: string;
  customQuantity: string;
  customQuantityField: string;
  /** "Minimum order quantity for this product is {n}.<br></br>Add {m} more." (raw) */
  minimumQuantity: string;
  /** "{price} each" */
  each: string;
  lineTotal: string;
  remove: string;
  /** Toast after a removal. */
  removed: string;
  unavailableLine: string;
  artworkIssue: string;
  description: DescriptionLabels;
  specialInstructions: string;
  specialInstructionsField: string;
  alternateReturnAddress: string;
  address: AddressLabels;
  taxExempt: TaxExemptLabels;
  summary: string;
  subtotal: string;
  youSave: string;
  taxesAtCheckout: string;
  checkout: string;
  processing: string;
  blocked: { quantity: string; minimum: string; unavailable: string };
  checkoutError: string;
  customerNumber: string;
  customerNumberHint: string;
}

export interface AddressLabels {
  legend: string;
  companyName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  country: string;
  state: string;
  province: string;
  zipCode: string;
  postalCode: string;
  countries: { 'United States': string; Canada: string };
}

export interface TaxExemptLabels {
  title: string;
  hint: string;
  login: string;
  register: string;
  toggle: string;
  updating: string;
  failed: string;
  accountHint: string;
  accountLink: string;
}
