import crypto from 'node:crypto';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Buyer, BuyerCredential } from './buyers.ts';

/**
 * The cXML a buyer's procurement system writes and reads: its
 * PunchOutSetupRequest and OrderRequest, the supplier's Response, and the
 * PunchOutOrderMessage a supplier's page posts back. Written on its own
 * (with fast-xml-parser), not with the storefront's code, so the two sides
 * meet only in the documents, as a real procurement system and a store do.
 */

const DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', processEntities: true });
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ['ItemIn', 'Extrinsic', 'Credential'].includes(name),
});

type Node = Record<string, unknown>;
const node = (v: unknown): Node => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Node) : {});
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : typeof node(v)['#text'] === 'string' ? (node(v)['#text'] as string) : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

function document(content: Node): string {
  const root = { '@_payloadID': `${Date.now()}.${crypto.randomBytes(6).toString('hex')}@procurement.emulator`, '@_timestamp': new Date().toISOString(), '@_xml:lang': 'en-US', ...content };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${DOCTYPE}\n${builder.build({ cXML: root }) as string}`;
}

const credential = (c: BuyerCredential) => ({ Credential: { '@_domain': c.domain, Identity: c.identity } });

function header(buyer: Buyer): Node {
  const cxml = buyer.cxml!;
  const sender = cxml.sender ?? cxml.from;
  return {
    From: credential(cxml.from),
    To: credential(cxml.to),
    Sender: { Credential: { '@_domain': sender.domain, Identity: sender.identity, SharedSecret: cxml.sharedSecret }, UserAgent: 'Procurement system (emulator)' },
  };
}

export function setupRequest(buyer: Buyer, input: { buyerCookie: string; formPostUrl: string; operation: string; email: string; items?: CxmlLine[] }): string {
  return document({
    Header: header(buyer),
    Request: {
      '@_deploymentMode': 'test',
      PunchOutSetupRequest: {
        '@_operation': input.operation,
        BuyerCookie: input.buyerCookie,
        Extrinsic: [{ '@_name': 'UserEmail', '#text': input.email }],
        BrowserFormPost: { URL: input.formPostUrl },
        ...(input.items?.length ? { ItemOut: input.items.map((line, i) => itemOut(line, i + 1)) } : {}),
      },
    },
  });
}

/** A line as a PunchOutOrderMessage carried it, and as an OrderRequest sends it back. */
export interface CxmlLine {
  quantity: string;
  supplierPartId: string;
  auxiliaryId: string;
  unitPrice: string;
  currency: string;
  description: string;
  unitOfMeasure: string;
  extrinsics: Record<string, string>;
}

function itemOut(line: CxmlLine, lineNumber: number): Node {
  return {
    '@_quantity': line.quantity,
    '@_lineNumber': String(lineNumber),
    ItemID: { SupplierPartID: line.supplierPartId, SupplierPartAuxiliaryID: line.auxiliaryId },
    ItemDetail: {
      UnitPrice: { Money: { '@_currency': line.currency, '#text': line.unitPrice } },
      Description: { '@_xml:lang': 'en', '#text': line.description },
      UnitOfMeasure: line.unitOfMeasure,
    },
  };
}

export interface OrderAddress {
  company: string;
  person: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  email: string;
}

function address(a: OrderAddress): Node {
  return {
    Address: {
      '@_isoCountryCode': a.country,
      Name: { '@_xml:lang': 'en', '#text': a.company },
      PostalAddress: { DeliverTo: a.person, Street: a.street, City: a.city, State: a.state, PostalCode: a.postalCode, Country: { '@_isoCountryCode': a.country, '#text': a.country } },
      Email: a.email,
    },
  };
}

export function orderRequest(buyer: Buyer, input: { orderId: string; total: string; currency: string; lines: CxmlLine[]; address: OrderAddress }): string {
  return document({
    Header: header(buyer),
    Request: {
      '@_deploymentMode': 'test',
      OrderRequest: {
        OrderRequestHeader: {
          '@_orderID': input.orderId,
          '@_orderDate': new Date().toISOString(),
          '@_type': 'new',
          Total: { Money: { '@_currency': input.currency, '#text': input.total } },
          ShipTo: address(input.address),
          BillTo: address(input.address),
          Contact: { '@_role': 'buyer', Name: { '@_xml:lang': 'en', '#text': input.address.person }, Email: input.address.email },
        },
        ItemOut: input.lines.map((line, i) => itemOut(line, i + 1)),
      },
    },
  });
}

/** Refuses what a procurement system must not expand: internal DTD subsets and entity declarations. */
function safeParse(xml: string): Node | null {
  if (/<!ENTITY/i.test(xml) || /<!DOCTYPE[^>[]*\[/i.test(xml)) return null;
  if (XMLValidator.validate(xml) !== true) return null;
  try {
    return node(node(parser.parse(xml)).cXML);
  } catch {
    return null;
  }
}

/** The Status of a supplier's Response (and its StartPage, for a setup). */
export function readResponse(xml: string): { code: string; text: string; detail: string; startPage: string | null } | null {
  const root = safeParse(xml);
  const status = node(node(root?.Response).Status);
  if (!root || status['@_code'] === undefined) return null;
  const start = text(node(node(node(root.Response).PunchOutSetupResponse).StartPage).URL);
  return { code: String(status['@_code']), text: String(status['@_text'] ?? ''), detail: text(status), startPage: start || null };
}

export interface OrderMessage {
  buyerCookie: string;
  operationAllowed: string;
  total: string;
  currency: string;
  lines: CxmlLine[];
}

/** A PunchOutOrderMessage as a procurement system reads it; null when the document is not one. */
export function readOrderMessage(xml: string): OrderMessage | null {
  const root = safeParse(xml);
  const message = node(node(root?.Message).PunchOutOrderMessage);
  if (!root || message.BuyerCookie === undefined) return null;
  const header = node(message.PunchOutOrderMessageHeader);
  const total = node(node(header.Total).Money);
  const lines = list(message.ItemIn).map((raw) => {
    const item = node(raw);
    const detail = node(item.ItemDetail);
    const money = node(node(detail.UnitPrice).Money);
    return {
      quantity: String(item['@_quantity'] ?? ''),
      supplierPartId: text(node(item.ItemID).SupplierPartID),
      auxiliaryId: text(node(item.ItemID).SupplierPartAuxiliaryID),
      unitPrice: text(money),
      currency: String(money['@_currency'] ?? ''),
      description: text(detail.Description),
      unitOfMeasure: text(detail.UnitOfMeasure),
      extrinsics: Object.fromEntries(list(detail.Extrinsic).map((e) => [String(node(e)['@_name'] ?? ''), text(e)])),
    };
  });
  return { buyerCookie: text(message.BuyerCookie), operationAllowed: String(header['@_operationAllowed'] ?? ''), total: text(total), currency: String(total['@_currency'] ?? ''), lines };
}
