import * as z from '../../ground/zod';

/**
 * The account data as the route handlers answer it, as
 * zod shapes: the contracts (lib/edge/api/contracts) parse replies with them, and
 * lib/domain/account/types.ts takes its types from them, so the two cannot drift.
 * No access token ever appears here: it lives only in the httpOnly session
 * cookie (lib/ground/http/session-cookie.ts).
 */

/** A customer address. `id` is the platform's gid without its query string. */
export const addressShape = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  /** The province or state name, as listed in lib/ground/static/regions.ts. */
  province: z.string(),
  /** The country name, e.g. "United States". */
  country: z.string(),
  zip: z.string(),
  phone: z.string(),
});

/** Customer details, as loaded after sign-in and reloaded after every change. */
export const customerShape = z.object({
  id: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Tag values, e.g. "end_user_of", "tax_exempt_eligible", "tax_exempt=true". */
  tags: z.array(z.string()),
  defaultAddressId: z.string().nullable(),
  /** Default address first, then the others in platform order (first 100). */
  addresses: z.array(addressShape),
});

export const moneyShape = z.object({ amount: z.string(), currencyCode: z.string() });

/** One row of the orders list. `id` is the numeric order id; `key` opens the detail page. */
export const orderSummaryShape = z.object({
  id: z.string(),
  key: z.string(),
  orderNumber: z.number(),
  name: z.string(),
  processedAt: z.string(),
  fulfillmentStatus: z.string(),
  totalPrice: moneyShape,
  /** Number of line items (first 100), not the sum of their quantities. */
  itemCount: z.number(),
});

export const orderLineItemShape = z.object({
  title: z.string(),
  quantity: z.number(),
  currentQuantity: z.number(),
  customAttributes: z.array(z.object({ key: z.string(), value: z.string() })),
  originalTotalPrice: moneyShape,
  discountedTotalPrice: moneyShape,
  variant: z
    .object({
      id: z.string(),
      sku: z.string().nullable(),
      title: z.string(),
      availableForSale: z.boolean(),
      selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
      image: z.object({ url: z.string(), altText: z.string().nullable() }).nullable(),
      product: z.object({ id: z.string(), title: z.string(), handle: z.string() }),
    })
    .nullable(),
});

/** The order detail page. */
export const orderDetailShape = orderSummaryShape.omit({ itemCount: true }).extend({
  subtotalPrice: moneyShape,
  totalTax: moneyShape.nullable(),
  totalShippingPrice: moneyShape,
  shippingAddress: addressShape.omit({ id: true }).nullable(),
  lineItems: z.array(orderLineItemShape),
});

/**
 * The project fields the artwork page shows, as
 * text, and what reopening the design needs: its editor state id ('' when
 * none or not one) and the custom-size, custom-quantity and white-halo flags.
 */
export const savedProjectValueShape = z.object({
  project_name: z.string(),
  product_name: z.string(),
  product_handle: z.string(),
  size: z.string(),
  quantity: z.string(),
  material: z.string(),
  thumbnail: z.string(),
  proof: z.string(),
  cc_state_id: z.string(),
  custom_size: z.boolean(),
  custom_qnty: z.boolean(),
  white_halo: z.boolean(),
});

/** One saved project, in the shape it is read back in: the metafield id and its value. */
export const savedProjectShape = z.object({
  /** The metafield id: what delete-metafield takes. */
  id: z.string(),
  createdAt: z.string().nullable(),
  value: savedProjectValueShape,
});

/**
 * A form's reCAPTCHA token. Any value passes the parse: the reCAPTCHA gate
 * (lib/edge/account/recaptcha-gate.ts) judges it after the fields, and answers
 * 400 `recaptcha` for a missing or implausible one.
 */
export const recaptchaTokenField = z.custom<string>().optional();

/** Tagging bodies may name the customer; the routes refuse any other than the session's (lib/edge/account/tagging-routes.ts). */
export const bodyCustomerFields = {
  customer_id: z.custom<string | number>().optional(),
  customerId: z.custom<string | number>().optional(),
};

/** A tagging body without the customer it may name (the service gets the session's customer instead). */
export function withoutCustomerFields<T extends object>(body: T): Omit<T, keyof typeof bodyCustomerFields> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !(key in bodyCustomerFields))) as Omit<T, keyof typeof bodyCustomerFields>;
}

/** `{ error: 'user_errors', message, messages }`: the platform's refusals, each capitalised, the first as `message`. */
export const userErrorsFailure = z.object({ messages: z.array(z.string()).optional() });
