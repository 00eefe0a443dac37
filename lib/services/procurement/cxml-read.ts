import type { CxmlDocument, CxmlNode } from './cxml-parse';

/**
 * What the store reads from a buyer's cXML request: who sent it (From, To,
 * Sender and its SharedSecret), and the PunchOutSetupRequest or OrderRequest
 * itself. Optional parts read as null; what the store relies on (a
 * BrowserFormPost URL, a BuyerCookie, an orderID, each line's part and
 * quantity) is required, and its absence is a 400 text naming it. Amounts and
 * quantities stay as the document wrote them: the store compares them with
 * what it quoted.
 */

export interface Credential {
  domain: string;
  identity: string;
}

export interface CxmlCredentials {
  from: Credential[];
  to: Credential[];
  sender: { credentials: Credential[]; sharedSecret: string | null; userAgent: string | null };
  payloadId: string | null;
}

export interface Money {
  amount: string;
  currency: string;
}

export interface OrderLineIn {
  lineNumber: number | null;
  quantity: string;
  supplierPartId: string;
  auxiliaryId: string | null;
  unitPrice: Money | null;
  description: string | null;
}

export interface Address {
  name: string | null;
  deliverTo: string[];
  street: string[];
  city: string | null;
  state: string | null;
  postalCode: string | null;
  countryCode: string | null;
  email: string | null;
  phone: string | null;
}

export interface SetupRequestIn {
  operation: 'create' | 'edit' | 'inspect';
  buyerCookie: string;
  browserFormPostUrl: string;
  selectedItemPartId: string | null;
  /** The cart an edit or inspect request opens with. */
  items: OrderLineIn[];
  extrinsics: Record<string, string>;
}

export interface OrderRequestIn {
  orderId: string;
  orderDate: string | null;
  total: Money | null;
  shipTo: Address | null;
  billTo: Address | null;
  email: string | null;
  comments: string | null;
  items: OrderLineIn[];
}

export type Read<T> = { ok: true; request: T } | { ok: false; text: string };

const node = (value: unknown): CxmlNode | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as CxmlNode) : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** An element's text (its `#text`, or the element itself when it is plain text), trimmed; null when it has none. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = node(value)?.['#text'];
  return inner === undefined ? null : textOf(inner);
}
const attr = (value: unknown, name: string): string | null => textOf(node(value)?.[`@_${name}`]);
const child = (value: unknown, ...path: string[]): unknown => path.reduce<unknown>((at, name) => node(at)?.[name], value);

const credentials = (value: unknown): Credential[] =>
  list(child(value, 'Credential')).flatMap((c) => {
    const domain = attr(c, 'domain');
    const identity = textOf(child(c, 'Identity'));
    return domain && identity ? [{ domain, identity }] : [];
  });

export function cxmlRequestKind(doc: CxmlDocument): 'setup' | 'order' | 'other' {
  const request = node(doc.root.Request);
  if (request?.PunchOutSetupRequest !== undefined) return 'setup';
  if (request?.OrderRequest !== undefined) return 'order';
  return 'other';
}

export function readCredentials(doc: CxmlDocument): CxmlCredentials {
  const header = doc.root.Header;
  const sender = child(header, 'Sender');
  return {
    from: credentials(child(header, 'From')),
    to: credentials(child(header, 'To')),
    sender: {
      credentials: credentials(sender),
      // The SharedSecret sits in the Sender's Credential (cXML 1.2) or, in older documents, beside it.
      sharedSecret: list(child(sender, 'Credential')).map((c) => textOf(child(c, 'SharedSecret'))).find(Boolean) ?? textOf(child(sender, 'SharedSecret')),
      userAgent: textOf(child(sender, 'UserAgent')),
    },
    payloadId: attr(doc.root, 'payloadID'),
  };
}

function money(value: unknown): Money | null {
  const amount = textOf(value);
  const currency = attr(value, 'currency');
  return amount && currency ? { amount, currency } : null;
}

function lines(items: unknown, element: 'ItemOut'): Read<OrderLineIn[]> {
  const read: OrderLineIn[] = [];
  for (const [index, item] of list(items).entries()) {
    const quantity = attr(item, 'quantity');
    const supplierPartId = textOf(child(item, 'ItemID', 'SupplierPartID'));
    if (!quantity || !supplierPartId) return { ok: false, text: `${element} ${index + 1} needs a quantity and an ItemID/SupplierPartID.` };
    const lineNumber = Number(attr(item, 'lineNumber'));
    read.push({
      lineNumber: Number.isSafeInteger(lineNumber) && lineNumber > 0 ? lineNumber : null,
      quantity,
      supplierPartId,
      auxiliaryId: textOf(child(item, 'ItemID', 'SupplierPartAuxiliaryID')),
      unitPrice: money(child(item, 'ItemDetail', 'UnitPrice', 'Money')),
      description: textOf(list(child(item, 'ItemDetail', 'Description'))[0]),
    });
  }
  return { ok: true, request: read };
}

const extrinsics = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    list(child(value, 'Extrinsic')).flatMap((e) => {
      const name = attr(e, 'name');
      const text = textOf(e);
      return name && text ? [[name, text]] : [];
    }),
  );

const OPERATIONS = ['create', 'edit', 'inspect'] as const;

export function readSetupRequest(doc: CxmlDocument): Read<SetupRequestIn> {
  const setup = child(doc.root, 'Request', 'PunchOutSetupRequest');
  const operation = (attr(setup, 'operation') ?? 'create') as SetupRequestIn['operation'];
  if (!OPERATIONS.includes(operation)) return { ok: false, text: `operation must be one of ${OPERATIONS.join(', ')}.` };
  const buyerCookie = textOf(child(setup, 'BuyerCookie'));
  if (!buyerCookie) return { ok: false, text: 'A PunchOutSetupRequest needs a BuyerCookie.' };
  const browserFormPostUrl = textOf(child(setup, 'BrowserFormPost', 'URL'));
  if (!browserFormPostUrl) return { ok: false, text: 'A PunchOutSetupRequest needs a BrowserFormPost URL.' };
  const items = lines(child(setup, 'ItemOut'), 'ItemOut');
  if (!items.ok) return items;
  return {
    ok: true,
    request: {
      operation,
      buyerCookie,
      browserFormPostUrl,
      selectedItemPartId: textOf(child(setup, 'SelectedItem', 'ItemID', 'SupplierPartID')),
      items: items.request,
      extrinsics: extrinsics(setup),
    },
  };
}

function address(value: unknown): Address | null {
  const at = child(value, 'Address');
  if (!node(at)) return null;
  const postal = child(at, 'PostalAddress');
  return {
    name: textOf(child(at, 'Name')),
    deliverTo: list(child(postal, 'DeliverTo')).map(textOf).filter((t): t is string => t !== null),
    street: list(child(postal, 'Street')).map(textOf).filter((t): t is string => t !== null),
    city: textOf(child(postal, 'City')),
    state: textOf(child(postal, 'State')),
    postalCode: textOf(child(postal, 'PostalCode')),
    countryCode: attr(child(postal, 'Country'), 'isoCountryCode'),
    email: textOf(child(at, 'Email')),
    phone: textOf(child(at, 'Phone', 'TelephoneNumber', 'Number')),
  };
}

export function readOrderRequest(doc: CxmlDocument): Read<OrderRequestIn> {
  const order = child(doc.root, 'Request', 'OrderRequest');
  const header = child(order, 'OrderRequestHeader');
  const orderId = attr(header, 'orderID');
  if (!orderId) return { ok: false, text: 'An OrderRequest needs an OrderRequestHeader orderID.' };
  if (orderId.length > 100) return { ok: false, text: 'The orderID must be at most 100 characters.' };
  const items = lines(child(order, 'ItemOut'), 'ItemOut');
  if (!items.ok) return items;
  const shipTo = address(child(header, 'ShipTo'));
  return {
    ok: true,
    request: {
      orderId,
      orderDate: attr(header, 'orderDate'),
      total: money(child(header, 'Total', 'Money')),
      shipTo,
      billTo: address(child(header, 'BillTo')),
      email: textOf(child(header, 'Contact', 'Email')) ?? shipTo?.email ?? null,
      comments: textOf(child(header, 'Comments')),
      items: items.request,
    },
  };
}
