import type { ReturnAddress } from './order-fields';
import { isReturnCountry, subdivisionsOf, type ReturnCountry } from '../../ground/static/regions';

/**
 * Order options: special instructions and an alternate return
 * address, chosen on the cart page and sent with the checkout. They are saved
 * with the cart so a shopper who leaves and comes back finds them again.
 * Every field is free text; the country and the state
 * or province come from the static lists.
 */

/**
 * The address as the checkout sends it (lib/edge/api/contracts/checkout.ts), with
 * the country from the static list; `state` is a state or province name of
 * that country (lib/ground/static/regions).
 */
export interface AlternateReturnAddress extends ReturnAddress {
  country: ReturnCountry;
}

export interface OrderOptions {
  orderNotes: string;
  /** The "Add special instructions" checkbox: the notes are sent only while it is on. */
  showTextBox: boolean;
  /** The alternate return address checkbox: the address is sent only while it is on. */
  showAlternateReturnAddr: boolean;
  alternateReturnAddr: AlternateReturnAddress;
  /** The customer's own account number with the business, on the hosts that ask for it. */
  customerNumber: string;
}

/** A change to the options; the address may be changed field by field. */
export type OrderOptionsPatch = Partial<Omit<OrderOptions, 'alternateReturnAddr'>> & {
  alternateReturnAddr?: Partial<AlternateReturnAddress>;
};

export const DEFAULT_RETURN_ADDRESS: AlternateReturnAddress = {
  companyName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: 'Alabama',
  country: 'United States',
  zipCode: '',
};

export const DEFAULT_ORDER_OPTIONS: OrderOptions = {
  orderNotes: '',
  showTextBox: false,
  showAlternateReturnAddr: false,
  alternateReturnAddr: DEFAULT_RETURN_ADDRESS,
  customerNumber: '',
};

/**
 * Applies a change. Choosing another country moves the state to that
 * country's first entry (a US state cannot stay selected for Canada), unless
 * the same change also names a state of the new country.
 */
export function applyOrderOptions(current: OrderOptions, patch: OrderOptionsPatch): OrderOptions {
  const { alternateReturnAddr: addressPatch, ...rest } = patch;
  let address = current.alternateReturnAddr;
  if (addressPatch) {
    address = { ...address, ...addressPatch };
    const states = subdivisionsOf(address.country);
    if (!states.some((s) => s.name === address.state)) address = { ...address, state: states[0]?.name ?? '' };
  }
  return { ...current, ...rest, alternateReturnAddr: address };
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/**
 * Order options read back from storage: anything missing or of the wrong
 * type takes its default, so a hand-edited or older entry cannot break the page.
 */
export function normalizeOrderOptions(raw: unknown): OrderOptions {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const a = (o.alternateReturnAddr && typeof o.alternateReturnAddr === 'object' ? o.alternateReturnAddr : {}) as Record<string, unknown>;
  // The original app sometimes spelled the field zipcode.
  const zip = typeof a.zipCode === 'string' ? a.zipCode : a.zipcode;
  const d = DEFAULT_RETURN_ADDRESS;
  const country = isReturnCountry(a.country) ? a.country : d.country;
  const state = text(a.state, d.state);
  return {
    orderNotes: text(o.orderNotes, DEFAULT_ORDER_OPTIONS.orderNotes),
    showTextBox: flag(o.showTextBox, DEFAULT_ORDER_OPTIONS.showTextBox),
    showAlternateReturnAddr: flag(o.showAlternateReturnAddr, DEFAULT_ORDER_OPTIONS.showAlternateReturnAddr),
    alternateReturnAddr: {
      companyName: text(a.companyName, d.companyName),
      addressLine1: text(a.addressLine1, d.addressLine1),
      addressLine2: text(a.addressLine2, d.addressLine2),
      city: text(a.city, d.city),
      state: subdivisionsOf(country).some((s) => s.name === state) ? state : (subdivisionsOf(country)[0]?.name ?? ''),
      country,
      zipCode: text(zip, d.zipCode),
    },
    customerNumber: text(o.customerNumber, DEFAULT_ORDER_OPTIONS.customerNumber),
  };
}
