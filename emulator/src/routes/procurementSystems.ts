import { json, type Handler, type Reply, type Req } from '../http.ts';
import type { Router } from '../router.ts';
import { parseBuyers, signStart, storeFor, type Buyer } from '../procurement/buyers.ts';
import { orderRequest, readOrderMessage, readResponse, setupRequest, type CxmlLine } from '../procurement/cxmlDocuments.ts';
import { problemPage } from '../procurement/page.ts';
import { centsText, Requisitions, totalCents, type Requisition, type RequisitionLine } from '../procurement/requisitions.ts';
import { ociFrameView, requisitionView } from '../procurement/requisitionViews.ts';
import { newSessionId, SID, storeOrigin } from '../procurement/session.ts';
import { postToStore } from '../procurement/storeClient.ts';

/**
 * The procurement systems a corporate buyer punches out from, as the
 * emulator plays them for every buyer in PUNCHOUT_BUYERS:
 *   - cXML (SAP Ariba, Coupa…): the server sends a PunchOutSetupRequest and
 *     opens the StartPage; the store's page posts a PunchOutOrderMessage
 *     back; Approve sends the OrderRequest.
 *   - OCI (SAP SRM): the store opens in a frame (or the whole window) with
 *     HOOK_URL, by a signed link or the buyer's user and password; NEW_ITEM
 *     fields come back.
 * The JSON gateway lives in ./procurement.ts.
 */

export interface ProcurementSystemDeps {
  publicUrl: () => string;
  buyers?: () => Buyer[];
}

const SAMPLE_ADDRESS = {
  us: { company: 'Acme Corp', person: 'Jane Buyer', street: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US', email: 'jane.buyer@acme.example' },
  fr: { company: 'Acme SARL', person: 'Jeanne Acheteuse', street: '1 rue de la Paix', city: 'Paris', state: 'IDF', postalCode: '75002', country: 'FR', email: 'jeanne@acme.example' },
  ca: { company: 'Acme Canada', person: 'Jane Buyer', street: '1 Bay St', city: 'Toronto', state: 'ON', postalCode: 'M5J 2R8', country: 'CA', email: 'jane@acme.example' },
};

async function form(req: Req): Promise<URLSearchParams> {
  return new URLSearchParams(req.body.toString('utf8'));
}
const seeOther = (location: string): Reply => ({ status: 303, headers: { location, 'cache-control': 'no-store' }, body: '' });

function linesFromMessage(lines: CxmlLine[]): RequisitionLine[] {
  return lines.map((l) => ({
    description: l.description,
    part: l.supplierPartId,
    quantity: l.quantity,
    price: l.unitPrice,
    priceUnit: 1,
    lineTotal: centsText(totalCents(l.unitPrice, l.quantity)),
    reference: l.auxiliaryId,
    links: Object.fromEntries(Object.entries(l.extrinsics).filter(([name, value]) => ['proof', 'printFile'].includes(name) && /^https?:\/\//.test(value))),
  }));
}

function ociLines(fields: URLSearchParams): RequisitionLine[] {
  const lines: RequisitionLine[] = [];
  for (let n = 1; fields.has(`NEW_ITEM-QUANTITY[${n}]`); n++) {
    const field = (name: string) => fields.get(`NEW_ITEM-${name}[${n}]`) ?? '';
    const priceUnit = Number(field('PRICEUNIT')) || 1;
    const longText = fields.get(`NEW_ITEM-LONGTEXT_${n}:132[]`) ?? '';
    const links = Object.fromEntries([...longText.matchAll(/^(proof|printFile): (https?:\/\/\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
    lines.push({
      description: field('DESCRIPTION'),
      part: field('VENDORMAT'),
      quantity: field('QUANTITY'),
      price: field('PRICE'),
      priceUnit,
      lineTotal: centsText(totalCents(field('PRICE'), field('QUANTITY'), priceUnit)),
      reference: field('EXT_PRODUCT_ID'),
      links,
    });
  }
  return lines;
}

const sumText = (lines: RequisitionLine[]) => centsText(lines.reduce((sum, l) => sum + BigInt(l.lineTotal.replace('.', '')), 0n));

export function addProcurementSystemRoutes(router: Router, deps: ProcurementSystemDeps): Requisitions {
  const requisitions = new Requisitions();
  const buyers = deps.buyers ?? (() => parseBuyers(process.env.PUNCHOUT_BUYERS));
  const buyerOf = (id: string | null, protocol: Buyer['protocol']) => buyers().find((b) => b.id === id && b.protocol === protocol) ?? null;

  const cxmlSetup: Handler = async (req) => {
    const fields = await form(req);
    const buyer = buyerOf(fields.get('buyer'), 'cxml');
    const store = storeOrigin(fields.get('store'));
    if (!buyer || !store) return problemPage(400, 'Unknown buyer', 'Choose a cXML buyer and a storefront origin.');
    const operation = ['create', 'edit', 'inspect'].includes(fields.get('operation') ?? '') ? fields.get('operation')! : 'create';
    const sid = newSessionId();
    const tenantStore = storeFor(buyer.tenant, store);
    requisitions.open({ sid, protocol: 'cxml', buyer: buyer.id, store: tenantStore });
    const previous = operation === 'create' ? null : requisitions.get(fields.get('from') ?? '');
    const xml = setupRequest(buyer, {
      buyerCookie: sid,
      formPostUrl: `${deps.publicUrl()}/procurement/cxml/return/${sid}`,
      operation,
      email: SAMPLE_ADDRESS[buyer.tenant as keyof typeof SAMPLE_ADDRESS]?.email ?? SAMPLE_ADDRESS.us.email,
      items: previous?.cxmlLines,
    });
    let answer: ReturnType<typeof readResponse>;
    try {
      const reply = await postToStore(`${tenantStore}/api/punchout/cxml`, xml, 'text/xml; charset=utf-8');
      answer = readResponse(reply.text);
    } catch (error) {
      return problemPage(502, 'The supplier did not answer', (error as Error).message);
    }
    if (!answer) return problemPage(502, 'The supplier answered something that is not cXML', 'No cXML Response came back.');
    if (answer.code !== '200' || !answer.startPage) {
      return problemPage(502, `The supplier refused the punchout: ${answer.code} ${answer.text}`, answer.detail || 'No detail was given.');
    }
    return seeOther(answer.startPage);
  };

  const cxmlReturn: Handler = async (req) => {
    const sid = req.params.sid ?? '';
    const session = SID.test(sid) ? requisitions.session(sid) : null;
    if (!session || session.protocol !== 'cxml') return problemPage(404, 'No such punchout session', 'This cart does not belong to an open cXML session.');
    const fields = await form(req);
    const raw = fields.get('cxml-urlencoded') ?? (fields.get('cxml-base64') ? Buffer.from(fields.get('cxml-base64')!, 'base64').toString('utf8') : null);
    const message = raw ? readOrderMessage(raw) : null;
    if (!message) return problemPage(400, 'Not a PunchOutOrderMessage', 'The supplier posted something this system cannot read.');
    if (message.buyerCookie !== sid) return problemPage(400, 'Wrong BuyerCookie', 'The cart names another punchout session.');
    const lines = linesFromMessage(message.lines);
    requisitions.keep({
      sid, protocol: 'cxml', buyer: session.buyer, store: session.store, receivedAt: new Date().toISOString(),
      currency: message.currency, lines, total: sumText(lines), cxmlLines: message.lines, answers: [],
    });
    return seeOther(`/procurement/cxml/requisition/${sid}`);
  };

  const showRequisition: Handler = (req) => {
    const requisition = requisitions.get(req.params.sid ?? '');
    return requisition ? requisitionView(requisition) : problemPage(404, 'No requisition', 'No cart has arrived for this punchout session.');
  };

  const approve: Handler = async (req) => {
    const requisition = requisitions.get(req.params.sid ?? '');
    if (!requisition || requisition.protocol !== 'cxml') return problemPage(404, 'No requisition', 'No cXML cart has arrived for this session.');
    const buyer = buyerOf(requisition.buyer, 'cxml');
    if (!buyer) return problemPage(400, 'Unknown buyer', 'The buyer is no longer configured.');
    const orderId = `PO-${requisition.sid}`;
    const xml = orderRequest(buyer, {
      orderId,
      total: requisition.total,
      currency: requisition.currency,
      lines: requisition.cxmlLines,
      address: SAMPLE_ADDRESS[buyer.tenant as keyof typeof SAMPLE_ADDRESS] ?? SAMPLE_ADDRESS.us,
    });
    let answer: ReturnType<typeof readResponse>;
    try {
      answer = readResponse((await postToStore(`${requisition.store}/api/punchout/cxml`, xml, 'text/xml; charset=utf-8')).text);
    } catch (error) {
      answer = { code: '0', text: 'No answer', detail: (error as Error).message, startPage: null };
    }
    requisition.answers.push({ orderId, code: answer?.code ?? '0', text: answer?.text ?? 'Not cXML', detail: answer?.detail ?? '', sentAt: new Date().toISOString() });
    return seeOther(`/procurement/cxml/requisition/${requisition.sid}`);
  };

  const ociSession: Handler = (req) => {
    const buyer = buyerOf(req.query.get('buyer'), 'oci');
    const store = storeOrigin(req.query.get('store'));
    if (!buyer || !store) return problemPage(400, 'Unknown buyer', 'Choose an OCI buyer and a storefront origin.');
    const sid = newSessionId();
    const tenantStore = storeFor(buyer.tenant, store);
    requisitions.open({ sid, protocol: 'oci', buyer: buyer.id, store: tenantStore });
    const hook = `${deps.publicUrl()}/procurement/oci/return/${sid}`;
    const query = new URLSearchParams({ buyer: buyer.id, HOOK_URL: hook, '~OkCode': 'ADDI', '~CALLER': 'CTLG' });
    if (req.query.get('auth') === 'password' && buyer.oci?.username && buyer.oci.password) {
      query.set('USERNAME', buyer.oci.username);
      query.set('PASSWORD', buyer.oci.password);
    } else if (buyer.oci?.linkSecret) {
      const { ts, sig } = signStart(buyer.oci.linkSecret, buyer.id, hook);
      query.set('ts', ts);
      query.set('sig', sig);
    }
    // SAP opens a catalog in its frame, or in the whole window (`~TARGET=_top`, the cart then comes back there too).
    if (req.query.get('window') === 'top') {
      query.set('~TARGET', '_top');
      return seeOther(`${tenantStore}/api/punchout/oci?${query}`);
    }
    return ociFrameView({ buyer: buyer.name, sid, src: `${tenantStore}/api/punchout/oci?${query}`, store: tenantStore });
  };

  const ociReturn: Handler = async (req) => {
    const sid = req.params.sid ?? '';
    const session = SID.test(sid) ? requisitions.session(sid) : null;
    if (!session || session.protocol !== 'oci') return problemPage(404, 'No such punchout session', 'This cart does not belong to an open OCI session.');
    const fields = await form(req);
    const lines = ociLines(fields);
    if (lines.length === 0) return problemPage(400, 'No items', 'The supplier sent no NEW_ITEM lines.');
    const requisition: Requisition = {
      sid, protocol: 'oci', buyer: session.buyer, store: session.store, receivedAt: new Date().toISOString(),
      currency: fields.get('NEW_ITEM-CURRENCY[1]') ?? '', lines, total: sumText(lines), cxmlLines: [], answers: [],
    };
    requisitions.keep(requisition);
    return requisitionView(requisition);
  };

  router
    .add('POST', '/procurement/cxml/setup', cxmlSetup)
    .add('POST', '/procurement/cxml/return/:sid', cxmlReturn)
    .add('GET', '/procurement/cxml/requisition/:sid', showRequisition)
    .add('POST', '/procurement/cxml/approve/:sid', approve)
    .add('GET', '/procurement/oci/session', ociSession)
    .add('POST', '/procurement/oci/return/:sid', ociReturn)
    .add('GET', '/procurement/oci/requisition/:sid', showRequisition)
    .add('GET', '/__emulator/procurement/requisitions', (req) => json(200, { requisitions: requisitions.list(req.query.get('sid') || undefined) }));
  return requisitions;
}
