import 'server-only';
import type { Buyer, CxmlBuyer, OciBuyer } from '../../ground/punchout/buyers';
import type { Locale } from '../../ground/tenant/types';
import { punchOutOrderMessage, type QuotedLine as CxmlLine } from '../../services/procurement/cxml-write';
import { ociFields, ociPrice } from '../../services/procurement/oci';
import { decimalString } from '../../ground/money/cents';
import { pricedLineAttributes, type PricedLine } from '../checkout/price-lines';
import { numericId, unitPrice } from './order';
import type { QuotedLines } from './quoted-line';
import type { PunchoutSession } from './session';

/**
 * The cart going back to a cXML or OCI buyer's system: a form the buyer's
 * browser submits to the session's return URL (BrowserFormPost URL,
 * HOOK_URL), so our server sends nothing into the buyer's network. Every
 * line is quoted as the checkout prices it and kept under a signed reference
 * (./quoted-line.ts) that travels with it, so the purchase order that comes
 * back later is checked against what we quoted, not what it says.
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
}

/** UNSPSC 55121600: labels, the commodity class of everything the store prints. */
export const UNSPSC_LABELS = '55121600';
export const UNIT_OF_MEASURE = 'EA';
/** Frames an OCI `~TARGET` may name: anything else is a frame name we cannot vouch for. */
const OCI_TARGETS = new Set(['_top', '_parent', '_self', '_blank']);

const DESIGN_EXTRINSICS = [
  ['thumbnail', 'proof'],
  ['print_ready_image', 'printFile'],
  ['customer_canvas_state', 'designState'],
] as const;

interface Quoted {
  line: PricedLine;
  reference: string;
  description: string;
  options: { name: string; value: string }[];
}

/** What a person reads of a line: its visible attributes (options, extras, notes), never the hidden ones. */
function readableOptions(line: PricedLine): { name: string; value: string }[] {
  return pricedLineAttributes(line)
    .filter((a) => !a.key.startsWith('_'))
    .map(({ key, value }) => ({ name: key, value }));
}

async function quote(lines: readonly PricedLine[], scope: TransferScope): Promise<Quoted[]> {
  return Promise.all(
    lines.map(async (line) => {
      const { variant } = line;
      const title = variant.title && variant.title !== 'Default Title' ? `${variant.product.title} - ${variant.title}` : variant.product.title;
      const reference = await scope.quotes.save({
        buyer: scope.buyer.id,
        tenant: scope.tenantKey,
        currency: scope.currency,
        variantId: variant.id,
        sku: variant.sku ?? String(numericId(variant.id)),
        quantity: line.quantity,
        total: line.total,
        unitPrice: unitPrice(line.total, line.quantity),
        title,
        attributes: pricedLineAttributes(line),
      });
      const options = readableOptions(line);
      const description = [title, ...options.map((o) => `${o.name}: ${o.value}`)].join('; ');
      return { line, reference, description, options };
    }),
  );
}

function cxmlForm(buyer: CxmlBuyer, quoted: Quoted[], scope: TransferScope): TransferForm {
  const lines: CxmlLine[] = quoted.map(({ line, reference, description, options }) => ({
    quantity: line.quantity,
    supplierPartId: line.variant.sku ?? String(numericId(line.variant.id)),
    auxiliaryId: reference,
    unitPrice: unitPrice(line.total, line.quantity),
    description,
    shortName: line.variant.product.title,
    language: scope.locale,
    unitOfMeasure: UNIT_OF_MEASURE,
    classification: { domain: 'UNSPSC', code: UNSPSC_LABELS },
    manufacturerName: line.variant.product.vendor || null,
    url: `${scope.origin}/products/${encodeURIComponent(line.variant.product.handle)}`,
    extrinsics: [
      ...options,
      ...DESIGN_EXTRINSICS.flatMap(([property, name]) => {
        const value = line.properties[property];
        return value ? [{ name, value }] : [];
      }),
    ],
  }));
  const totalCents = quoted.reduce((sum, q) => sum + q.line.total, 0);
  const message = punchOutOrderMessage({
    from: buyer.cxml.to,
    to: buyer.cxml.from,
    sender: buyer.cxml.to,
    userAgent: 'Print storefront',
    buyerCookie: scope.session.buyerCookie ?? '',
    operationAllowed: 'edit',
    currency: scope.currency,
    total: decimalString(totalCents),
    lines,
  });
  return { action: scope.session.returnUrl, target: null, fields: [['cxml-urlencoded', message]] };
}

function ociForm(buyer: OciBuyer, quoted: Quoted[], scope: TransferScope): TransferForm {
  void buyer;
  const fields = ociFields(
    quoted.map(({ line, reference, description, options }) => ({
      description: description.slice(0, 40),
      quantity: line.quantity,
      unit: UNIT_OF_MEASURE,
      ...ociPrice(line.total, line.quantity),
      currency: scope.currency,
      vendorMaterial: line.variant.sku ?? String(numericId(line.variant.id)),
      externalProductId: reference,
      materialGroup: UNSPSC_LABELS,
      vendor: line.variant.product.vendor,
      leadTimeDays: null,
      longText: [
        description,
        ...options.map((o) => `${o.name}: ${o.value}`),
        ...DESIGN_EXTRINSICS.flatMap(([property, name]) => (line.properties[property] ? [`${name}: ${line.properties[property]}`] : [])),
      ].join('\n'),
    })),
    { okCode: scope.session.okCode ?? 'ADDI', target: scope.session.target ?? null, caller: 'CTLG' },
  );
  const target = scope.session.target && OCI_TARGETS.has(scope.session.target) ? scope.session.target : null;
  return { action: scope.session.returnUrl, target, fields };
}

export async function transferForm(lines: readonly PricedLine[], scope: TransferScope): Promise<TransferForm> {
  const quoted = await quote(lines, scope);
  const { buyer } = scope;
  if (buyer.protocol === 'cxml') return cxmlForm(buyer, quoted, scope);
  if (buyer.protocol === 'oci') return ociForm(buyer, quoted, scope);
  throw new Error('a JSON gateway is sent its order by our server, not by a form');
}
