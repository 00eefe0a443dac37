import { parseGid } from '../graphql/gid.ts';
import { centsText } from '../procurement/amounts.ts';
import type { DraftOrder, DraftOrderInput, DraftOrders, PlacedOrder } from './draftOrders.ts';

/** Amounts as the Admin API writes them: decimal text with the cents. */
const bag = (cents: number, currencyCode: string) => {
  const money = { amount: centsText(BigInt(cents)), currencyCode };
  return { shopMoney: money, presentmentMoney: money };
};
/** The number a gid of `type` names, or null. */
const gidNumber = (id: string, type: string): number | null => {
  const gid = parseGid(id);
  return gid?.type === type ? gid.id : null;
};

function orderView(order: PlacedOrder) {
  return {
    id: `gid://shopify/Order/${order.id}`,
    name: order.name,
    poNumber: order.poNumber,
    email: order.email,
    tags: order.tags,
    displayFinancialStatus: order.financialStatus,
    totalPriceSet: bag(order.total, order.currency),
    createdAt: order.createdAt,
  };
}

function draftView(draft: DraftOrder, drafts: DraftOrders) {
  return {
    id: `gid://shopify/DraftOrder/${draft.id}`,
    name: draft.name,
    status: draft.status,
    poNumber: draft.poNumber,
    email: draft.email,
    note2: draft.note,
    tags: draft.tags,
    totalPriceSet: bag(draft.total, draft.currency),
    lineItems: () => ({
      nodes: draft.lines.map((l) => ({
        title: l.title,
        sku: l.sku,
        quantity: l.quantity,
        customAttributes: l.customAttributes,
        originalUnitPriceSet: { shopMoney: { amount: l.unitPrice, currencyCode: draft.currency }, presentmentMoney: { amount: l.unitPrice, currencyCode: draft.currency } },
        originalTotalSet: bag(l.total, draft.currency),
      })),
    }),
    order: () => {
      const order = draft.orderId === null ? null : drafts.order(draft.orderId);
      return order ? orderView(order) : null;
    },
  };
}

/** The root fields, over one shop's draft orders. */
export function adminRoot(drafts: DraftOrders) {
  return {
    draftOrderCreate: ({ input }: { input: DraftOrderInput }) => {
      const { draft, userErrors } = drafts.create(input);
      return { draftOrder: draft ? draftView(draft, drafts) : null, userErrors };
    },
    draftOrderComplete: ({ id, paymentPending }: { id: string; paymentPending?: boolean | null }) => {
      // An id that names no draft is the same "not found" as an unknown number.
      const { draft, userErrors } = drafts.complete(gidNumber(id, 'DraftOrder') ?? 0, paymentPending ?? false);
      return { draftOrder: draft ? draftView(draft, drafts) : null, userErrors };
    },
    draftOrder: ({ id }: { id: string }) => {
      const draft = drafts.draft(gidNumber(id, 'DraftOrder') ?? 0);
      return draft ? draftView(draft, drafts) : null;
    },
    order: ({ id }: { id: string }) => {
      const order = drafts.order(gidNumber(id, 'Order') ?? 0);
      return order ? orderView(order) : null;
    },
  };
}
