import 'server-only';
import type { Buyer, CxmlBuyer } from '../../ground/punchout/buyers';
import type { Locale } from '../../ground/tenant/types';
import { linePropertyName } from '../../ground/money/signed-properties';
import { decimalString } from '../../ground/money/cents';
import { punchOutOrderMessage, type QuotedLine as CxmlLine } from '../../services/procurement/cxml-write';
import { ociFields, ociPrice } from '../../services/procurement/oci';
import { pricedLineAttributes, type PricedLine } from '../checkout/price-lines';
import { numericId, unitPrice } from './order';
import type { QuotedLine, QuotedLines } from './quoted-line';
import type { PunchoutSession } from './session';

/**
 * The cart going back to a cXML or OCI buyer's system: a form the buyer's
 * browser submits to the session's return URL (BrowserFormPost URL,
 * HOOK_URL), so our server sends nothing into the buyer's network. Every
 * line is quoted as the checkout prices it and kept under a signed reference
 * (./quoted-line.ts) that travels with it, so the purchase order that comes
 * back later is checked against what we quoted, not what it says. A cXML
 * edit session sends back the lines it was opened with too: the buyer's
 * system replaces its cart with the message.
 */

export interface TransferForm {
  /** The session's return URL, checked against the buyer's prefixes. */
  action: string;
  /** The frame the form targets (`_top`, …), or null for the page itself. */
  target: string | null;
  fields: [name: string, value: string][];
}

export interface TransferScope {
  session: PunchoutSession;
  buyer: Buyer;
  tenantKey: string;
  locale: Locale;
  currency: string;
  /** The store's origin on this tenant, for each line's product link. */
  origin: string;
  quotes: QuotedLines;
  /** Lines the cart already held when a cXML edit session opened (their references, already checked). */
  carried?: readonly { reference: string; quote: QuotedLine }[];
}

/** UNSPSC 55121600: labels, the commodity class of everything the store prints. */
export const UNSPSC_LABELS = '55121600';
export const UNIT_OF_MEASURE = 'EA';
/** Frames an OCI `~TARGET` may name: anything else is a frame name we cannot vouch for. */
const OCI_TARGETS = new Set(['_top', '_parent', '_self', '_blank']);
/** OCI's short description field holds 40 characters. */
const OCI_DESCRIPTION = 40;

/** Design properties, and the names the buyer's systems see them under. */
const DESIGN_LINKS: Readonly<Record<string, string>> = { thumbnail: 'proof', print_ready_image: 'printFile', customer_canvas_state: 'designState' };

interface Quoted {
  reference: string;
  quote: QuotedLine;
}

/** What a person reads of a line (options, extras, notes), never the hidden attributes. */
const readable = (quote: QuotedLine) => quote.attributes.filter((a) => !a.key.startsWith('_')).map(({ key, value }) => ({ name: key, value }));
const designLinks = (quote: QuotedLine) =>
  quote.attributes.flatMap(({ key, value }) => {
    const name = DESIGN_LINKS[linePropertyName(key)];
    return name && value ? [{ name, value }] : [];
  });
const description = (quote: QuotedLine) => [quote.title, ...readable(quote).map((o) => `${o.name}: ${o.value}`)].join('; ');

function quoteOf(line: PricedLine, scope: TransferScope): QuotedLine {
  const { variant } = line;
  const { product } = variant;
  return {
    buyer: scope.buyer.id,
    tenant: scope.tenantKey,
    currency: scope.currency,
    variantId: variant.id,
    sku: variant.sku ?? String(numericId(variant.id)),
    quantity: line.quantity,
    total: line.total,
    unitPrice: unitPrice(line.total, line.quantity),
    title: variant.title && variant.title !== 'Default Title' ? `${product.title} - ${variant.title}` : product.title,
    product: product.title,
    vendor: product.vendor,
    handle: product.handle,
    attributes: pricedLineAttributes(line),
  };
}

function cxmlForm(buyer: CxmlBuyer, quoted: Quoted[], scope: TransferScope): TransferForm {
  const lines: CxmlLine[] = quoted.map(({ reference, quote }) => ({
    quantity: quote.quantity,
    supplierPartId: quote.sku,
    auxiliaryId: reference,
    unitPrice: quote.unitPrice,
    description: description(quote),
    shortName: quote.product,
    language: scope.locale,
    unitOfMeasure: UNIT_OF_MEASURE,
    classification: { domain: 'UNSPSC', code: UNSPSC_LABELS },
    manufacturerName: quote.vendor || null,
    url: `${scope.origin}/products/${encodeURIComponent(quote.handle)}`,
    extrinsics: [...readable(quote), ...designLinks(quote)],
  }));
  const message = punchOutOrderMessage({
    from: buyer.cxml.to,
    to: buyer.cxml.from,
    sender: buyer.cxml.to,
    userAgent: 'Print storefront',
    buyerCookie: scope.session.buyerCookie ?? '',
    operationAllowed: 'edit',
    currency: scope.currency,
    total: decimalString(quoted.reduce((sum, q) => sum + q.quote.total, 0)),
    lines,
  });
  return { action: scope.session.returnUrl, target: null, fields: [['cxml-urlencoded', message]] };
}

function ociForm(quoted: Quoted[], scope: TransferScope): TransferForm {
  const fields = ociFields(
    quoted.map(({ reference, quote }) => ({
      description: quote.title.slice(0, OCI_DESCRIPTION),
      quantity: quote.quantity,
      unit: UNIT_OF_MEASURE,
      ...ociPrice(quote.total, quote.quantity),
      currency: quote.currency,
      vendorMaterial: quote.sku,
      externalProductId: reference,
      materialGroup: UNSPSC_LABELS,
      vendor: quote.vendor,
      leadTimeDays: null,
      longText: [description(quote), ...designLinks(quote).map((l) => `${l.name}: ${l.value}`)].join('\n'),
    })),
    { okCode: scope.session.okCode ?? 'ADDI', target: scope.session.target ?? null, caller: 'CTLG' },
  );
  const target = scope.session.target && OCI_TARGETS.has(scope.session.target) ? scope.session.target : null;
  return { action: scope.session.returnUrl, target, fields };
}

export async function transferForm(lines: readonly PricedLine[], scope: TransferScope): Promise<TransferForm> {
  const fresh = await Promise.all(
    lines.map(async (line) => {
      const quote = quoteOf(line, scope);
      return { reference: await scope.quotes.save(quote), quote };
    }),
  );
  const quoted = [...(scope.carried ?? []), ...fresh];
  const { buyer } = scope;
  if (buyer.protocol === 'cxml') return cxmlForm(buyer, quoted, scope);
  if (buyer.protocol === 'oci') return ociForm(quoted, scope);
  throw new Error('a JSON gateway is sent its order by our server, not by a form');
}
