/** Records behind the emulated customer accounts (Storefront customer API and the tagging service). */

export interface CustomerRec {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  tags: string[];
  taxExempt: boolean;
  acceptsMarketing: boolean;
  defaultAddressId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The MailingAddressInput fields, all optional as on Shopify. */
export interface AddressFields {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  zip: string | null;
  phone: string | null;
}

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'country', 'zip', 'phone'] as const;

/** Just the address fields of a record that has more. */
export const addressFields = (a: AddressFields): AddressFields =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, a[f]])) as unknown as AddressFields;

export interface AddressRec extends AddressFields {
  id: number;
  customerId: number;
  position: number;
}

export interface AccessToken {
  accessToken: string;
  expiresAt: string;
}

/** A saved artwork project, stored the way the tagging service keeps it: a JSON customer metafield. */
export interface CustomerMetafieldRec {
  id: number;
  customerId: number;
  namespace: string;
  key: string;
  /** JSON text */
  value: string;
  createdAt: string;
  updatedAt: string;
}

/** A mail the platform would have sent (password reset, …), kept for tests to read. */
export interface OutboxRec {
  id: number;
  createdAt: string;
  kind: string;
  to: string;
  subject: string;
  body: string;
}

/** The tag that makes a customer tax exempt on the storefront; the tagging service keeps it in step. */
export const TAX_EXEMPT_TAG = 'tax_exempt=true';

/** Timestamps the way Shopify prints them: seconds, UTC, no fraction. */
export const isoSeconds = (ms: number = Date.now()): string => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
