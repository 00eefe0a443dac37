import type { CxmlLine } from './cxmlDocuments.ts';

/**
 * What arrived from the storefront for a cXML or OCI punchout session (the
 * JSON gateway keeps its own, ./orders.ts), and what became of a cXML
 * requisition's purchase order. In memory: a session lives as long as the
 * browser test that opened it.
 */

export interface RequisitionLine {
  description: string;
  part: string;
  quantity: string;
  /** As sent: a cXML unit price, or the OCI price per `priceUnit`. */
  price: string;
  priceUnit: number;
  /** price × quantity ÷ priceUnit, rounded to the cent: "65.68". */
  lineTotal: string;
  /** The store's signed line reference. */
  reference: string;
  links: Record<string, string>;
}

export interface PurchaseOrderAnswer {
  orderId: string;
  code: string;
  text: string;
  detail: string;
  sentAt: string;
}

export interface Requisition {
  sid: string;
  protocol: 'cxml' | 'oci';
  buyer: string;
  store: string;
  receivedAt: string;
  currency: string;
  lines: RequisitionLine[];
  /** The sum of the line totals, as a requisition adds them. */
  total: string;
  /** cXML: the lines as the message carried them, for the OrderRequest. */
  cxmlLines: CxmlLine[];
  answers: PurchaseOrderAnswer[];
}

export interface PunchoutSession {
  sid: string;
  protocol: 'cxml' | 'oci';
  buyer: string;
  store: string;
}

const MAX_KEPT = 1000;

export class Requisitions {
  private readonly sessions = new Map<string, PunchoutSession>();
  private readonly received = new Map<string, Requisition>();

  open(session: PunchoutSession): void {
    this.sessions.set(session.sid, session);
    if (this.sessions.size > MAX_KEPT) this.sessions.delete(this.sessions.keys().next().value!);
  }

  session(sid: string): PunchoutSession | null {
    return this.sessions.get(sid) ?? null;
  }

  keep(requisition: Requisition): void {
    this.received.set(requisition.sid, requisition);
    if (this.received.size > MAX_KEPT) this.received.delete(this.received.keys().next().value!);
  }

  get(sid: string): Requisition | null {
    return this.received.get(sid) ?? null;
  }

  list(sid?: string): Requisition[] {
    return [...this.received.values()].filter((r) => sid === undefined || r.sid === sid);
  }
}

/** Decimal text × quantity ÷ unit, rounded half up to cents, in integers. */
export function totalCents(price: string, quantity: string, unit = 1): bigint {
  const [whole = '0', fraction = ''] = price.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const q = BigInt(/^\d+$/.test(quantity) ? quantity : '0');
  const scaled = BigInt(`${whole}${fraction}` || '0') * q * 100n;
  const divisor = scale * BigInt(unit);
  return (scaled * 2n + divisor) / (2n * divisor);
}

export { centsText } from './amounts.ts';
