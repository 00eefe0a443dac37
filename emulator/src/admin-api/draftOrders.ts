import { verifyItemPrice } from '../../../lib/ground/money/price-signature.ts';
import type { Catalog } from '../store/catalog.ts';
import { parseGid } from '../graphql/gid.ts';
import { centsText, lineCents as requisitionLineCents } from '../procurement/amounts.ts';

/**
 * The Admin API's draft orders, as far as a B2B purchase order needs them:
 * created with variant lines at an overridden unit price, completed into an
 * order (payment pending: on terms). Amounts follow the platform: a line costs
 * its unit price × quantity, rounded half up to the cent; unit prices may
 * carry sub-cent decimals. A line whose `Item Price` attribute does not carry
 * the storefront's signature is refused, as the emulator's checkout refuses it.
 */

export interface AttributeIn {
  key: string;
  value: string;
}

export interface DraftLineIn {
  variantId?: string | null;
  quantity?: number | null;
  customAttributes?: AttributeIn[] | null;
  priceOverride?: { amount: string; currencyCode: string } | null;
}

export interface AddressIn {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  provinceCode?: string | null;
  countryCode?: string | null;
  zip?: string | null;
  phone?: string | null;
}

export interface DraftOrderInput {
  lineItems?: DraftLineIn[] | null;
  email?: string | null;
  poNumber?: string | null;
  note?: string | null;
  tags?: string[] | null;
  presentmentCurrencyCode?: string | null;
  shippingAddress?: AddressIn | null;
  billingAddress?: AddressIn | null;
}

export interface DraftLine {
  variantId: string;
  sku: string | null;
  title: string;
  quantity: number;
  unitPrice: string;
  /** The line total in cents. */
  total: number;
  customAttributes: AttributeIn[];
}

export interface DraftOrder {
  id: number;
  name: string;
  status: 'OPEN' | 'COMPLETED';
  currency: string;
  lines: DraftLine[];
  total: number;
  email: string | null;
  poNumber: string | null;
  note: string | null;
  tags: string[];
  shippingAddress: AddressIn | null;
  billingAddress: AddressIn | null;
  orderId: number | null;
}

export interface PlacedOrder {
  id: number;
  name: string;
  draftOrderId: number;
  financialStatus: 'PENDING' | 'PAID';
  currency: string;
  total: number;
  poNumber: string | null;
  email: string | null;
  tags: string[];
  lines: DraftLine[];
  shippingAddress: AddressIn | null;
  createdAt: string;
}

export interface UserError {
  field: string[] | null;
  message: string;
}

const DECIMAL = /^\d{1,12}(?:\.\d{1,9})?$/;

/** `amount` (decimal text) × quantity in cents, rounded half up, as a requisition totals a line. */
export const lineCents = (amount: string, quantity: number): number => Number(requisitionLineCents(amount, quantity));

const money = (cents: number) => centsText(BigInt(cents));

export class DraftOrders {
  private readonly drafts = new Map<number, DraftOrder>();
  private readonly orders: PlacedOrder[] = [];
  private nextDraft = 1;
  private nextOrder = 1;

  constructor(
    private readonly catalog: Catalog,
    private readonly priceSecret: string,
  ) {}

  create(input: DraftOrderInput): { draft: DraftOrder | null; userErrors: UserError[] } {
    const items = input.lineItems ?? [];
    const currency = input.presentmentCurrencyCode ?? 'USD';
    if (items.length === 0) return { draft: null, userErrors: [{ field: ['lineItems'], message: 'Add at least 1 product' }] };
    const lines: DraftLine[] = [];
    for (const [index, item] of items.entries()) {
      const field = (name: string) => ['lineItems', String(index), name];
      const gid = parseGid(item.variantId ?? undefined);
      const variant = gid?.type === 'ProductVariant' ? this.catalog.variantById.get(gid.id) : undefined;
      if (!variant) return { draft: null, userErrors: [{ field: field('variantId'), message: 'Product variant not found' }] };
      const quantity = item.quantity ?? 0;
      if (!Number.isInteger(quantity) || quantity < 1) return { draft: null, userErrors: [{ field: field('quantity'), message: 'Quantity must be greater than or equal to 1' }] };
      const unitPrice = item.priceOverride?.amount ?? variant.price;
      if (!DECIMAL.test(unitPrice)) return { draft: null, userErrors: [{ field: field('priceOverride'), message: 'Price override is invalid' }] };
      if (item.priceOverride && item.priceOverride.currencyCode !== currency) {
        return { draft: null, userErrors: [{ field: field('priceOverride'), message: 'Price override currency must match the presentment currency' }] };
      }
      const attributes = item.customAttributes ?? [];
      const itemPrice = attributes.find((a) => a.key === '_Item Price' || a.key === 'Item Price')?.value;
      const signature = attributes.find((a) => a.key === '_Item Price Signature')?.value ?? '';
      const total = lineCents(unitPrice, quantity);
      const signed =
        itemPrice !== undefined &&
        itemPrice === money(total) &&
        verifyItemPrice(this.priceSecret, { merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity, itemPrice, currency, properties: attributes.map((a) => [a.key, a.value] as const) }, signature);
      if (itemPrice !== undefined && !signed) {
        return { draft: null, userErrors: [{ field: field('customAttributes'), message: 'Item Price is not signed for this line' }] };
      }
      const product = this.catalog.productById.get(variant.productId);
      lines.push({
        variantId: `gid://shopify/ProductVariant/${variant.id}`,
        sku: variant.sku,
        title: product ? (variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`) : variant.title,
        quantity,
        unitPrice,
        total,
        customAttributes: attributes,
      });
    }
    const id = this.nextDraft++;
    const draft: DraftOrder = {
      id,
      name: `#D${id}`,
      status: 'OPEN',
      currency,
      lines,
      total: lines.reduce((sum, l) => sum + l.total, 0),
      email: input.email ?? null,
      poNumber: input.poNumber ?? null,
      note: input.note ?? null,
      tags: input.tags ?? [],
      shippingAddress: input.shippingAddress ?? null,
      billingAddress: input.billingAddress ?? null,
      orderId: null,
    };
    this.drafts.set(id, draft);
    return { draft, userErrors: [] };
  }

  draft(id: number): DraftOrder | null {
    return this.drafts.get(id) ?? null;
  }

  order(id: number): PlacedOrder | null {
    return this.orders.find((o) => o.id === id) ?? null;
  }

  complete(id: number, paymentPending: boolean): { draft: DraftOrder | null; userErrors: UserError[] } {
    const draft = this.drafts.get(id);
    if (!draft) return { draft: null, userErrors: [{ field: ['id'], message: 'Draft order not found' }] };
    if (draft.status === 'COMPLETED') return { draft: null, userErrors: [{ field: ['id'], message: 'This order has already been paid' }] };
    const orderId = this.nextOrder++;
    this.orders.push({
      id: orderId,
      name: `#${1000 + orderId}`,
      draftOrderId: id,
      financialStatus: paymentPending ? 'PENDING' : 'PAID',
      currency: draft.currency,
      total: draft.total,
      poNumber: draft.poNumber,
      email: draft.email,
      tags: draft.tags,
      lines: draft.lines,
      shippingAddress: draft.shippingAddress,
      createdAt: new Date().toISOString(),
    });
    draft.status = 'COMPLETED';
    draft.orderId = orderId;
    return { draft, userErrors: [] };
  }

  list(): PlacedOrder[] {
    return [...this.orders];
  }
}
