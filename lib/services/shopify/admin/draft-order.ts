import 'server-only';
import { z } from 'zod';
import { adminQuery, AdminApiError, type AdminConfig } from './client';

/**
 * A purchase order becomes a platform order the usual way for B2B: a draft
 * order with the quoted lines (each at its quoted unit price, carrying its
 * attributes and signature), completed as payment pending, that is on
 * payment terms: the buyer pays the invoice later.
 */

const DRAFT_ORDER_CREATE = `mutation DraftOrderCreate($input: DraftOrderInput!) {
  draftOrderCreate(input: $input) {
    draftOrder { id name totalPriceSet { shopMoney { amount currencyCode } } }
    userErrors { field message }
  }
}`;

const DRAFT_ORDER_COMPLETE = `mutation DraftOrderComplete($id: ID!) {
  draftOrderComplete(id: $id, paymentPending: true) {
    draftOrder { id status order { id name totalPriceSet { shopMoney { amount currencyCode } } } }
    userErrors { field message }
  }
}`;

const money = z.object({ shopMoney: z.object({ amount: z.string(), currencyCode: z.string() }) });
const userErrors = z.array(z.object({ field: z.array(z.string()).nullish(), message: z.string() }));

const created = z.object({
  draftOrderCreate: z.object({
    draftOrder: z.object({ id: z.string(), name: z.string(), totalPriceSet: money }).nullable(),
    userErrors,
  }),
});
const completed = z.object({
  draftOrderComplete: z.object({
    draftOrder: z.object({ id: z.string(), status: z.string(), order: z.object({ id: z.string(), name: z.string(), totalPriceSet: money }).nullable() }).nullable(),
    userErrors,
  }),
});

export interface MailingAddressInput {
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  provinceCode?: string;
  countryCode?: string;
  zip?: string;
  phone?: string;
}

export interface DraftOrderInput {
  lineItems: { variantId: string; quantity: number; customAttributes: { key: string; value: string }[]; priceOverride: { amount: string; currencyCode: string } }[];
  email?: string;
  poNumber: string;
  note?: string;
  tags: string[];
  presentmentCurrencyCode: string;
  shippingAddress?: MailingAddressInput;
  billingAddress?: MailingAddressInput;
}

export interface PlacedOrder {
  id: string;
  name: string;
  total: { amount: string; currencyCode: string };
}

/** The draft order created and completed; a user error (a line the platform refuses) throws with its message. */
export async function placeDraftOrder(cfg: AdminConfig, input: DraftOrderInput): Promise<PlacedOrder> {
  const draft = (await adminQuery(cfg, DRAFT_ORDER_CREATE, { input }, created)).draftOrderCreate;
  if (draft.userErrors.length || !draft.draftOrder) throw new AdminApiError(`DraftOrderCreate: ${draft.userErrors[0]?.message ?? 'no draft order'}`, 'graphql');
  const done = (await adminQuery(cfg, DRAFT_ORDER_COMPLETE, { id: draft.draftOrder.id }, completed)).draftOrderComplete;
  const order = done.draftOrder?.order;
  if (done.userErrors.length || !order) throw new AdminApiError(`DraftOrderComplete: ${done.userErrors[0]?.message ?? 'no order'}`, 'graphql');
  return { id: order.id, name: order.name, total: order.totalPriceSet.shopMoney };
}
