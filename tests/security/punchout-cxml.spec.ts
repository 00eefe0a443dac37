import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { localBuyers } from '../../scripts/env.mjs';
import { EMULATOR, EMULATOR_PORT } from '../e2e/hosts';
import { firstVariant } from './catalog';
import { answer, header, HOST, jsonRequest, uniqueLoopbackIp } from './raw-http';

/**
 * cXML punchout under attack: the setup endpoint takes XML from anyone on
 * the internet, so credentials, DTDs, entities and size are judged before
 * anything else; a StartPage works once; a purchase order is checked
 * against what we quoted (never the buyer's prices) and placed once per
 * orderID; and only the buyer's own origins may frame its punchout pages.
 */

const BUYER = localBuyers({ emulatorPort: EMULATOR_PORT }).find((b) => b.id === 'emulator-cxml')!;
const CXML = BUYER.cxml!;
const RETURN = `http://localhost:${EMULATOR_PORT}/procurement/cxml/return/sec-${randomUUID().slice(0, 8)}`;
const DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

const credential = (c: { domain: string; identity: string }) => `<Credential domain="${c.domain}"><Identity>${c.identity}</Identity></Credential>`;
function header_(secret = CXML.sharedSecret, from = CXML.from): string {
  return `<Header><From>${credential(from)}</From><To>${credential(CXML.to)}</To>` +
    `<Sender>${credential(CXML.sender)}<SharedSecret>${secret}</SharedSecret><UserAgent>Security suite</UserAgent></Sender></Header>`;
}
const envelope = (inner: string, doctype = DOCTYPE) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}\n<cXML payloadID="${randomUUID()}@suite" timestamp="${new Date().toISOString()}" xml:lang="en-US">${inner}</cXML>`;
const setupRequest = (secret?: string, from?: { domain: string; identity: string }) =>
  envelope(`${header_(secret, from)}<Request><PunchOutSetupRequest operation="create"><BuyerCookie>cookie-${randomUUID()}</BuyerCookie>` +
    `<BrowserFormPost><URL>${RETURN}</URL></BrowserFormPost></PunchOutSetupRequest></Request>`);

const post = (body: string | Buffer, localAddress = uniqueLoopbackIp()) =>
  answer({ method: 'POST', host: HOST.us, path: '/api/punchout/cxml', headers: { 'content-type': 'text/xml; charset=utf-8' }, body, localAddress });

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
/** The Status of a cXML answer, read as a buyer's system reads it. */
function statusOf(text: string): { code: string; text: string; detail: string } {
  const status = parser.parse(text).cXML.Response.Status;
  return { code: String(status.code), text: String(status.text), detail: String(status['#text'] ?? '') };
}

async function startPage(): Promise<string> {
  const reply = await post(setupRequest());
  expect(reply.status, reply.text).toBe(200);
  expect(statusOf(reply.text).code).toBe('200');
  return String(parser.parse(reply.text).cXML.Response.PunchOutSetupResponse.StartPage.URL);
}

test('wrong SharedSecret, unknown buyer or malformed XML: the standard’s codes, never a 5xx', async () => {
  for (const [name, body, code] of [
    ['a wrong SharedSecret', setupRequest('not-the-shared-secret'), '401'],
    ['an unknown From identity', setupRequest(undefined, { domain: 'NetworkID', identity: 'AN-NOBODY' }), '401'],
    ['XML that does not parse', '<cXML><Header>', '400'],
    ['not cXML at all', '{"order":{}}', '400'],
    ['a cXML request of another kind', envelope(`${header_()}<Request><ProfileRequest/></Request>`), '400'],
  ] as const) {
    const reply = await post(body);
    expect(reply.status, name).toBe(Number(code));
    expect(header(reply.headers, 'content-type'), name).toMatch(/^text\/xml/);
    expect(statusOf(reply.text).code, name).toBe(code);
  }
});

test('DTDs with entities are refused before they expand, and an oversized body is refused whole', async () => {
  const laughs = `<!DOCTYPE cXML [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">]>`;
  const external = '<!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]>';
  for (const [name, body] of [
    ['billion laughs', envelope(`${header_()}<Request><PunchOutSetupRequest operation="create"><BuyerCookie>&e;</BuyerCookie></PunchOutSetupRequest></Request>`, laughs)],
    ['an external entity', envelope(`${header_()}<Request><PunchOutSetupRequest operation="create"><BuyerCookie>&x;</BuyerCookie></PunchOutSetupRequest></Request>`, external)],
  ] as const) {
    const started = Date.now();
    const reply = await post(body);
    expect(reply.status, name).toBe(400);
    expect(statusOf(reply.text).code, name).toBe('400');
    expect(reply.text, name).not.toContain('root:');
    expect(Date.now() - started, name).toBeLessThan(5000);
  }
  const big = await post(setupRequest().replace('<Request>', `<Request><!--${'x'.repeat(1_100_000)}-->`));
  expect(big.status).toBe(413);
});

test('a StartPage opens one session once: a replay opens nothing', async () => {
  const url = new URL(await startPage());
  expect(url.pathname).toMatch(/^\/api\/punchout\/cxml\/start\/[\w-]{32}$/);
  const first = await answer({ method: 'GET', host: HOST.us, path: url.pathname });
  expect(first.status).toBe(303);
  expect((first.headers['set-cookie'] ?? []).some((c) => c.startsWith('punchout='))).toBe(true);
  const replay = await answer({ method: 'GET', host: HOST.us, path: url.pathname });
  expect(replay.status).toBe(410);
  expect(replay.text).toContain('data-punchout-refused="expired"');
  expect(replay.headers['set-cookie'] ?? []).toEqual([]);
  const made = await answer({ method: 'GET', host: HOST.us, path: `/api/punchout/cxml/start/${'A'.repeat(32)}` });
  expect(made.status).toBe(410);
});

/** A cXML session's cookie, and the PunchOutOrderMessage its hand-off of one honest line produces. */
async function quotedLine(request: APIRequestContext) {
  const start = await answer({ method: 'GET', host: HOST.us, path: new URL(await startPage()).pathname });
  const cookie = (start.headers['set-cookie'] ?? []).find((c) => c.startsWith('punchout='))!.split(';', 1)[0]!;
  const variantId = await firstVariant(request, 'custom-roll-labels');
  const reply = await answer(
    jsonRequest('POST', HOST.us, '/api/punchout/handoff', { attemptId: randomUUID(), line: { lineItemId: 'sec', variantId, quantity: 100, properties: {} } }, { headers: { cookie } }),
  );
  expect(reply.status, reply.text).toBe(200);
  const form = (reply.json() as { form: { action: string; fields: [string, string][] } }).form;
  expect(form.action).toBe(RETURN);
  const message = parser.parse(form.fields.find(([name]) => name === 'cxml-urlencoded')![1]).cXML.Message.PunchOutOrderMessage;
  const item = Array.isArray(message.ItemIn) ? message.ItemIn[0] : message.ItemIn;
  return {
    cookie,
    quantity: String(item.quantity),
    partId: String(item.ItemID.SupplierPartID),
    reference: String(item.ItemID.SupplierPartAuxiliaryID),
    unit: String(item.ItemDetail.UnitPrice.Money['#text'] ?? item.ItemDetail.UnitPrice.Money),
    total: String(message.PunchOutOrderMessageHeader.Total.Money['#text'] ?? message.PunchOutOrderMessageHeader.Total.Money),
  };
}

function orderRequest(orderId: string, line: { quantity: string; partId: string; reference: string; unit: string; total: string }): string {
  return envelope(`${header_()}<Request><OrderRequest><OrderRequestHeader orderID="${orderId}" orderDate="${new Date().toISOString()}" type="new">` +
    `<Total><Money currency="USD">${line.total}</Money></Total></OrderRequestHeader>` +
    `<ItemOut quantity="${line.quantity}" lineNumber="1"><ItemID><SupplierPartID>${line.partId}</SupplierPartID>` +
    `<SupplierPartAuxiliaryID>${line.reference}</SupplierPartAuxiliaryID></ItemID><ItemDetail><UnitPrice><Money currency="USD">${line.unit}</Money></UnitPrice>` +
    `<Description xml:lang="en">Labels</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail></ItemOut></OrderRequest></Request>`);
}

async function ordersFor(request: APIRequestContext, orderId: string): Promise<unknown[]> {
  const body = (await (await request.get(`${EMULATOR}/__emulator/admin/orders`)).json()) as { orders: { poNumber?: string | null }[] };
  return body.orders.filter((o) => o.poNumber === orderId);
}

test('a purchase order with changed prices or quantities is refused; the honest one is placed once, however often it is sent', async ({ request }) => {
  const line = await quotedLine(request);
  const orderId = `PO-SEC-${randomUUID().slice(0, 8)}`;
  for (const [name, changed] of [
    ['a lower unit price', { ...line, unit: '0.01', total: (Number(line.quantity) * 0.01).toFixed(2) }],
    ['a larger quantity at the quoted unit price', { ...line, quantity: String(Number(line.quantity) * 10) }],
    ['a made-up line reference', { ...line, reference: 'AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAA' }],
  ] as const) {
    const reply = await post(orderRequest(orderId, changed));
    expect(reply.status, name).toBe(400);
    expect(statusOf(reply.text).detail, name).toMatch(/^Line 1: /);
  }
  expect(await ordersFor(request, orderId)).toHaveLength(0);

  const placed = await post(orderRequest(orderId, line));
  expect(placed.status, placed.text).toBe(200);
  expect(statusOf(placed.text).code).toBe('200');
  const again = await post(orderRequest(orderId, line));
  expect(again.status).toBe(200);
  expect(await ordersFor(request, orderId)).toHaveLength(1);
  // The same quote in another purchase order is a replay.
  const replay = await post(orderRequest(`${orderId}-2`, line));
  expect(replay.status).toBe(409);
  expect(await ordersFor(request, `${orderId}-2`)).toHaveLength(0);
});

test('only the buyer’s configured origins may frame its punchout pages; other pages and sessions stay unframeable', async ({ request }) => {
  const { cookie } = await quotedLine(request);
  const frameAncestors = (csp: string | undefined) => (csp ?? '').split('; ').find((d) => d.startsWith('frame-ancestors')) ?? '';
  const page = async (path: string, withCookie: boolean) => answer({ method: 'GET', host: HOST.us, path, headers: withCookie ? { cookie } : {} });

  const framed = await page('/products/custom-roll-labels', true);
  expect(framed.status).toBe(200);
  expect(frameAncestors(header(framed.headers, 'content-security-policy'))).toBe(`frame-ancestors 'self' http://localhost:${EMULATOR_PORT}`);
  expect(header(framed.headers, 'x-frame-options')).toBeUndefined();
  expect(header(framed.headers, 'content-security-policy')).toContain(`form-action 'self' http://localhost:${EMULATOR_PORT}`);

  for (const [path, withCookie] of [['/products/custom-roll-labels', false], ['/cart', true], ['/login', true]] as const) {
    const other = await page(path, withCookie);
    expect(frameAncestors(header(other.headers, 'content-security-policy')), `${path} ${withCookie}`).toBe("frame-ancestors 'self'");
    expect(header(other.headers, 'x-frame-options'), `${path} ${withCookie}`).toBe('SAMEORIGIN');
  }
});
