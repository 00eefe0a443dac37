import type { DraftOrder, DraftOrderInput, DraftOrders, PlacedOrder } from './draftOrders.ts';

/** Amounts as the Admin API writes them: decimal text with the cents. */
const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const bag = (cents: number, currencyCode: string) => {
  const money = { amount: amount(cents), currencyCode };
  return { shopMoney: money, presentmentMoney: money };
};
const gidNumber = (id: string, type: string): number | null => {
  const match = new RegExp(`^gid://shopify/${type}/(\\d+)$`).exec(id);
  return match ? Number(match[1]) : null;
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
      const number = gidNumber(id, 'DraftOrder');
      const { draft, userErrors } = number === null ? { draft: null, userErrors: [{ field: ['id'], message: 'Draft order not found' }] } : drafts.complete(number, paymentPending ?? false);
      return { draftOrder: draft ? draftView(draft, drafts) : null, userErrors };
    },
    draftOrder: ({ id }: { id: string }) => {
      const number = gidNumber(id, 'DraftOrder');
      const draft = number === null ? null : drafts.draft(number);
      return draft ? draftView(draft, drafts) : null;
    },
    order: ({ id }: { id: string }) => {
      const number = gidNumber(id, 'Order');
      const order = number === null ? null : drafts.order(number);
      return order ? orderView(order) : null;
    },
  };
}
