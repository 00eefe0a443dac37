import 'server-only';
import * as z from 'zod';
import { OnceStore } from '../../ground/kv/once';
import { sharedStore } from '../../ground/kv/shared';
import type { KeyValueStore } from '../../ground/kv/store';
import { log } from '../../ground/log';
import { decimalString } from '../../ground/money/cents';
import type { CxmlBuyer } from '../../ground/punchout/buyers';
import type { Address, OrderRequestIn } from '../../services/procurement/cxml-read';
import type { DraftOrderInput, MailingAddressInput, PlacedOrder } from '../../services/shopify/admin/draft-order';
import type { QuotedLine, QuotedLines } from './quoted-line';

/**
 * A cXML OrderRequest, the purchase order a buyer's system sends once the
 * requisition is approved, becomes one platform order. Nothing the buyer
 * priced is trusted: every line must name a line we quoted to this buyer on
 * this store (its signed reference), unchanged in part, quantity, unit price
 * and currency, and each quote is ordered once. The order is placed from the
 * quotes themselves (lib/services/shopify/admin/draft-order.ts), and the same
 * orderID sent again answers the first order instead of making a second.
 */

export type PurchaseOrderOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  /** The request is not one we can take as sent: the cXML status and its text. */
  | { kind: 'refused'; status: 400 | 409; text: string }
  /** The platform did not take the order: nothing was placed, the buyer's system may retry. */
  | { kind: 'failed'; text: string };

export interface PurchaseOrderDeps {
  quotes: QuotedLines;
  place: (input: DraftOrderInput) => Promise<PlacedOrder>;
  orders?: OnceStore<PurchaseOrderOutcome>;
  /** Which purchase order each quote went into. */
  claims?: KeyValueStore;
}

/** As long as the quotes themselves: an orderID seen is remembered while its lines could still be ordered. */
const ORDER_MEMORY_MS = 90 * 24 * 60 * 60 * 1000;
/** Placing one order is two platform calls within their timeouts. */
const PLACING_MS = 60 * 1000;
const MAX_LINES = 250;

const placedShape = z.object({
  kind: z.literal('placed'),
  order: z.object({ id: z.string(), name: z.string(), total: z.object({ amount: z.string(), currencyCode: z.string() }) }),
}) as z.ZodType<PurchaseOrderOutcome>;

let sharedOrders: OnceStore<PurchaseOrderOutcome> | undefined;
const orders = () =>
  (sharedOrders ??= new OnceStore<PurchaseOrderOutcome>({
    ttlMs: ORDER_MEMORY_MS,
    runningMs: PLACING_MS,
    shape: placedShape,
    gaveUp: { kind: 'failed', text: 'The same purchase order is still being placed; send it again later.' },
    records: sharedStore('punchout-purchase-order'),
  }));

/** A decimal string as a canonical text (`12.500` → `12.5`, `007` → `7`), or null when it is not one. */
export function canonicalDecimal(text: string | null | undefined): string | null {
  const match = /^\s*(\d+)(?:\.(\d+))?\s*$/.exec(text ?? '');
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function mailingAddress(address: Address | null): MailingAddressInput | undefined {
  if (!address) return undefined;
  const [first, ...rest] = (address.deliverTo[0] ?? '').trim().split(/\s+/);
  const input: MailingAddressInput = {
    firstName: first || undefined,
    lastName: rest.join(' ') || undefined,
    company: address.name ?? undefined,
    address1: address.street[0] ?? undefined,
    address2: address.street.slice(1).join(', ') || undefined,
    city: address.city ?? undefined,
    provinceCode: address.state ?? undefined,
    countryCode: address.countryCode ?? undefined,
    zip: address.postalCode ?? undefined,
    phone: address.phone ?? undefined,
  };
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as MailingAddressInput;
}

type Checked = { ok: true; quotes: { quote: QuotedLine; reference: string }[] } | { ok: false; status: 400 | 409; text: string };

async function checkLines(buyer: CxmlBuyer, tenantKey: string, request: OrderRequestIn, quotes: QuotedLines): Promise<Checked> {
  const refuse = (text: string): Checked => ({ ok: false, status: 400, text });
  if (request.items.length === 0) return refuse('The order has no lines.');
  if (request.items.length > MAX_LINES) return refuse(`The order has more than ${MAX_LINES} lines.`);
  const seen = new Set<string>();
  const found: { quote: QuotedLine; reference: string }[] = [];
  for (const [index, item] of request.items.entries()) {
    const n = item.lineNumber ?? index + 1;
    const reference = item.auxiliaryId ?? '';
    const quote = await quotes.read(reference);
    if (!quote || quote.buyer !== buyer.id || quote.tenant !== tenantKey) {
      return refuse(`Line ${n}: ${item.supplierPartId} is not an item we quoted to you; punch out again to add it.`);
    }
    if (seen.has(reference)) return refuse(`Line ${n}: the same quoted item appears twice.`);
    seen.add(reference);
    if (item.supplierPartId !== quote.sku) return refuse(`Line ${n}: the part ${item.supplierPartId} is not the quoted ${quote.sku}.`);
    if (canonicalDecimal(item.quantity) !== String(quote.quantity)) {
      return refuse(`Line ${n}: the quantity ${item.quantity} is not the quoted ${quote.quantity}; punch out again to change it.`);
    }
    if (!item.unitPrice || item.unitPrice.currency !== quote.currency || canonicalDecimal(item.unitPrice.amount) !== canonicalDecimal(quote.unitPrice)) {
      const sent = item.unitPrice ? `${item.unitPrice.amount} ${item.unitPrice.currency}` : 'none';
      return refuse(`Line ${n}: the unit price ${sent} is not the quoted ${quote.unitPrice} ${quote.currency}.`);
    }
    found.push({ quote, reference });
  }
  const currencies = new Set(found.map((f) => f.quote.currency));
  if (currencies.size > 1) return refuse('The order mixes currencies.');
  const total = decimalString(found.reduce((sum, f) => sum + f.quote.total, 0));
  if (request.total && (request.total.currency !== found[0]!.quote.currency || canonicalDecimal(request.total.amount) !== canonicalDecimal(total))) {
    return refuse(`The order total ${request.total.amount} ${request.total.currency} is not the quoted ${total} ${found[0]!.quote.currency}.`);
  }
  return { ok: true, quotes: found };
}

export async function placePurchaseOrder(buyer: CxmlBuyer, tenantKey: string, request: OrderRequestIn, deps: PurchaseOrderDeps): Promise<PurchaseOrderOutcome> {
  const claims = deps.claims ?? sharedStore('punchout-quote-ordered');
  return (deps.orders ?? orders()).once(`${buyer.id}:${request.orderId}`, async () => {
    const checked = await checkLines(buyer, tenantKey, request, deps.quotes);
    if (!checked.ok) {
      log.warn('punchout.order.refused', { buyer: buyer.id, lines: request.items.length, status: checked.status });
      return { value: { kind: 'refused', status: checked.status, text: checked.text }, keep: false };
    }
    // Each quote goes into one purchase order: a second order naming it is a replay.
    const claimed: string[] = [];
    for (const { reference } of checked.quotes) {
      if (!(await claims.add(reference, request.orderId, ORDER_MEMORY_MS))) {
        for (const undo of claimed) await claims.delete(undo);
        const other = await claims.get(reference);
        return { value: { kind: 'refused', status: 409, text: `An item of this order was already ordered on purchase order ${other ?? 'another order'}.` }, keep: false };
      }
      claimed.push(reference);
    }
    const first = checked.quotes[0]!.quote;
    try {
      const order = await deps.place({
        lineItems: checked.quotes.map(({ quote }) => ({
          variantId: quote.variantId,
          quantity: quote.quantity,
          customAttributes: quote.attributes,
          priceOverride: { amount: quote.unitPrice, currencyCode: quote.currency },
        })),
        poNumber: request.orderId,
        ...(request.email ? { email: request.email } : {}),
        note: [`Purchase order ${request.orderId} from ${buyer.name} (punchout).`, request.comments ?? ''].filter(Boolean).join('\n'),
        tags: ['punchout', `punchout-buyer:${buyer.id}`],
        presentmentCurrencyCode: first.currency,
        ...(mailingAddress(request.shipTo) ? { shippingAddress: mailingAddress(request.shipTo) } : {}),
        ...(mailingAddress(request.billTo) ? { billingAddress: mailingAddress(request.billTo) } : {}),
      });
      log.info('punchout.order', { buyer: buyer.id, lines: checked.quotes.length, order: order.name });
      return { value: { kind: 'placed', order }, keep: true };
    } catch (error) {
      for (const undo of claimed) await claims.delete(undo);
      log.error('punchout.order.failed', { buyer: buyer.id, error });
      return { value: { kind: 'failed', text: 'The order could not be placed just now; please send it again.' }, keep: false };
    }
  });
}
