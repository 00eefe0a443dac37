import * as z from '../../ground/zod';

/**
 * The order's own fields beside its lines: the alternate return address, the
 * customer number and the special instructions, each with the longest text it
 * takes. The cart's form and the checkout contract read the same schemas.
 */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** The longest text each order option takes (the cart's inputs stop there too). */
export const ORDER_TEXT_LIMITS = {
  companyName: 200,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  state: 100,
  country: 100,
  zipCode: 20,
  customerNumber: 64,
  orderNotes: 5000,
} as const;
const L = ORDER_TEXT_LIMITS;

/**
 * The alternate return address (free text). The cart keeps it in this shape (order-options.ts)
 * and its form edits it; the order carries it as one cart attribute.
 */
export const returnAddressSchema = z.object({
  companyName: z._default(text(L.companyName), ''),
  addressLine1: z._default(text(L.addressLine1), ''),
  addressLine2: z._default(text(L.addressLine2), ''),
  city: z._default(text(L.city), ''),
  state: z._default(text(L.state), ''),
  country: z._default(text(L.country), ''),
  zipCode: z._default(text(L.zipCode), ''),
});
export type ReturnAddress = z.output<typeof returnAddressSchema>;

/** The customer-number field, on the hosts that show it. */
export const customerNumberSchema = text(L.customerNumber);

/** The special instructions, sent as the order's note. */
export const orderNotesSchema = text(L.orderNotes);
