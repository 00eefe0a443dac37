import { randomBytes } from 'node:crypto';
import { XMLBuilder } from 'fast-xml-parser';
import type { Credential } from './cxml-read';

/**
 * The cXML documents the store writes: a Status answer, a
 * PunchOutSetupResponse and a PunchOutOrderMessage. Built with
 * fast-xml-parser's builder, which escapes every text and attribute; the
 * characters XML 1.0 cannot carry at all (C0 controls but tab, newline and
 * carriage return) are dropped first, so no value can break out of its
 * element or make the document unreadable.
 */

export const CXML_VERSION = '1.2.014';
const DOCTYPE = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">`;

export interface DocumentOptions {
  /** `{time}.{random}@{hostname}`, unique per document. */
  payloadId?: string;
  timestamp?: string;
  hostname?: string;
}

/** A line as the store quotes it to a buyer's system. */
export interface QuotedLine {
  quantity: number;
  supplierPartId: string;
  /** The store's signed line reference. */
  auxiliaryId: string;
  /** Decimal text: enough places that unit × quantity rounds to the line total. */
  unitPrice: string;
  description: string;
  shortName: string;
  language: string;
  unitOfMeasure: string;
  classification: { domain: string; code: string };
  manufacturerName: string | null;
  url: string | null;
  extrinsics: { name: string; value: string }[];
}

export interface OrderMessage {
  from: Credential;
  to: Credential;
  sender: Credential;
  userAgent: string;
  buyerCookie: string;
  operationAllowed: 'create' | 'edit' | 'inspect';
  currency: string;
  /** Decimal text of the message total. */
  total: string;
  lines: QuotedLine[];
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: false, suppressEmptyNode: false, processEntities: true });

const UNWRITABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Every string in a tree made writable. */
function clean(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(UNWRITABLE, '');
  if (Array.isArray(value)) return value.map(clean);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]));
  return value;
}

function document(content: Record<string, unknown>, options: DocumentOptions = {}): string {
  const payloadId = options.payloadId ?? `${Date.now()}.${randomBytes(8).toString('hex')}@${options.hostname ?? 'storefront'}`;
  const root = { '@_payloadID': payloadId, '@_timestamp': options.timestamp ?? new Date().toISOString(), '@_xml:lang': 'en-US', ...content };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${DOCTYPE}\n${builder.build(clean({ cXML: root })) as string}`;
}

const status = (code: number, text: string, detail?: string) => ({ '@_code': String(code), '@_text': text, ...(detail ? { '#text': detail } : {}) });
const credential = (c: Credential) => ({ Credential: { '@_domain': c.domain, Identity: c.identity } });

/** A Response carrying only its Status: every answer but a setup's success. */
export function cxmlStatus(code: number, text: string, detail?: string, options?: DocumentOptions): string {
  return document({ Response: { Status: status(code, text, detail) } }, options);
}

export function punchOutSetupResponse(startUrl: string, options?: DocumentOptions): string {
  return document({ Response: { Status: status(200, 'OK'), PunchOutSetupResponse: { StartPage: { URL: startUrl } } } }, options);
}

function itemIn(line: QuotedLine, currency: string) {
  return {
    '@_quantity': String(line.quantity),
    ItemID: { SupplierPartID: line.supplierPartId, SupplierPartAuxiliaryID: line.auxiliaryId },
    ItemDetail: {
      UnitPrice: { Money: { '@_currency': currency, '#text': line.unitPrice } },
      Description: { '@_xml:lang': line.language, ShortName: line.shortName, '#text': line.description },
      UnitOfMeasure: line.unitOfMeasure,
      Classification: { '@_domain': line.classification.domain, '#text': line.classification.code },
      ...(line.manufacturerName ? { ManufacturerName: line.manufacturerName } : {}),
      ...(line.url ? { URL: line.url } : {}),
      ...(line.extrinsics.length ? { Extrinsic: line.extrinsics.map((e) => ({ '@_name': e.name, '#text': e.value })) } : {}),
    },
  };
}

export function punchOutOrderMessage(message: OrderMessage, options?: DocumentOptions): string {
  const items = message.lines.map((line) => itemIn(line, message.currency));
  return document(
    {
      Header: {
        From: credential(message.from),
        To: credential(message.to),
        Sender: { ...credential(message.sender), UserAgent: message.userAgent },
      },
      Message: {
        PunchOutOrderMessage: {
          BuyerCookie: message.buyerCookie,
          PunchOutOrderMessageHeader: { '@_operationAllowed': message.operationAllowed, Total: { Money: { '@_currency': message.currency, '#text': message.total } } },
          ItemIn: items,
        },
      },
    },
    options,
  );
}
