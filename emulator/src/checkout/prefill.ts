import type { CustomerStore } from '../customers/store.ts';
import type { CustomerRec } from '../customers/types.ts';
import type { Field } from './i18n.ts';
import type { CartRec } from './types.ts';

/** The customer whose live access token the cart carries (cartCreate or cartBuyerIdentityUpdate), if any. */
export function cartCustomer(cart: CartRec, customers: CustomerStore): CustomerRec | null {
  return customers.buyerForToken(cart.buyerIdentity.customerAccessToken);
}

/**
 * What the shipping form starts with: the buyer identity's email, and for a signed-in customer their email
 * and default address, as Shopify's checkout pre-fills for a customer access token.
 */
export function prefill(cart: CartRec, customer: CustomerRec | null, customers: CustomerStore): Partial<Record<Field, string>> {
  const email = cart.buyerIdentity.email ?? customer?.email ?? undefined;
  const a = customer?.defaultAddressId != null ? customers.address(customer.id, customer.defaultAddressId) : null;
  if (!a) return { email };
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  const fields = { name, address1: a.address1, city: a.city, province: a.province, zip: a.zip, country: a.country };
  return { email, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) };
}

/** "Dana Demo (demo@example.com)", shown above the form so the buyer sees whose account the order goes to. */
export function buyerLabel(customer: CustomerRec | null): string | null {
  if (!customer) return null;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${customer.email})` : customer.email;
}
