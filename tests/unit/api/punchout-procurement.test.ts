/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { XMLParser } from 'fast-xml-parser';
import type { POST as CxmlRoute } from '@/app/api/punchout/cxml/route';
import type { GET as CxmlStartRoute } from '@/app/api/punchout/cxml/start/[token]/route';
import type { GET as OciGet, POST as OciPost } from '@/app/api/punchout/oci/route';
import type { POST as HandoffRoute } from '@/app/api/punchout/handoff/route';
import type * as RateLimitModule from '@/lib/edge/security/rate-limit';
import { startLinkSignature } from '@/lib/domain/punchout/start-link';
import { fetchMock, gql, installHarness, pricing, quietLogs, request } from './account-harness';

/**
 * The cXML and OCI punchout routes end to end at the route level: a mocked
 * store (Storefront API, pricing host, Admin API) and buyers configured as
 * the emulator's are. What a buyer's system sends is XML or a form; what it
 * gets back is cXML, a session, and a form to post.
 */

installHarness();
quietLogs();

const HOOK = 'https://srm.acme.example/sap/bc/hook/';
const FORM_POST = 'https://acme.coupahost.com/punchout/return/';
const CREDS = { from: { domain: 'NetworkID', identity: 'AN-ACME' }, sender: { domain: 'NetworkID', identity: 'AN-ACME' }, sharedSecret: 'acme-cxml-shared-secret', to: { domain: 'NetworkID', identity: 'AN-STORE' } };
const OCI = { username: 'acme-srm', password: 'acme-srm-password-16', linkSecret: 'acme-srm-link-secret-16' };
const before = { buyers: process.env.PUNCHOUT_BUYERS, admin: process.env.SHOPIFY_ADMIN_TOKEN };

let cxml: typeof CxmlRoute;
let cxmlStart: typeof CxmlStartRoute;
let ociGet: typeof OciGet;
let ociPost: typeof OciPost;
let handoff: typeof HandoffRoute;
let limits: typeof RateLimitModule;

beforeAll(async () => {
  process.env.PUNCHOUT_BUYERS = JSON.stringify([
    { id: 'acme-coupa', name: 'Acme (Coupa)', protocol: 'cxml', tenant: 'us', returnUrls: [FORM_POST], frameOrigins: ['https://acme.coupahost.com'], cxml: CREDS },
    { id: 'acme-srm', name: 'Acme (SRM)', protocol: 'oci', tenant: 'us', returnUrls: [HOOK], oci: OCI },
  ]);
  process.env.SHOPIFY_ADMIN_TOKEN = 'admin-token-for-tests';
  await jest.isolateModulesAsync(async () => {
    cxml = (await import('@/app/api/punchout/cxml/route')).POST;
    cxmlStart = (await import('@/app/api/punchout/cxml/start/[token]/route')).GET;
    const oci = await import('@/app/api/punchout/oci/route');
    ociGet = oci.GET;
    ociPost = oci.POST;
    handoff = (await import('@/app/api/punchout/handoff/route')).POST;
    limits = await import('@/lib/edge/security/rate-limit');
  });
});
afterAll(() => {
  for (const [name, value] of [['PUNCHOUT_BUYERS', before.buyers], ['SHOPIFY_ADMIN_TOKEN', before.admin]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

// ---------------------------------------------------------------- the store

const V = 'gid://shopify/ProductVariant/100001';
const money = (amount: string) => ({ amount, currencyCode: 'USD' });
const adminCalls: { operation: string; variables: Record<string, unknown> }[] = [];
beforeEach(() => {
  limits.resetRateLimits();
  adminCalls.length = 0;
  gql.set('CheckoutVariants', () => ({
    nodes: [{
      id: V, title: '2" x 2"', sku: 'RAL-2X2', availableForSale: true, price: money('0.50'), selectedOptions: [{ name: 'Size', value: '2" x 2"' }],
      product: {
        id: 'gid://shopify/Product/1', handle: 'return-address-labels', title: 'Return Address Labels', productType: 'Labels', vendor: 'PrintCo',
        tags: ['$=plain'], options: [{ name: 'Size', optionValues: [{ name: '2" x 2"' }] }],
        variants: { nodes: [{ id: V, sku: 'RAL-2X2', price: { amount: '0.50' }, selectedOptions: [{ name: 'Size', value: '2" x 2"' }] }] },
      },
    }],
  }));
  gql.set('OptionalExtras', () => ({ products: { nodes: [] } }));
  pricing.set('plain', { quantity_breaks: [50, 100], msrp_markup_multiplier: [1.5, 1.5], net_row_1: [0.30, 0.2919] });
  const serve = fetchMock.getMockImplementation()!;
  let orders = 0;
  fetchMock.mockImplementation(async (input, init) => {
    if (!String(input).endsWith('/admin/api/2026-04/graphql.json')) return serve(input, init);
    const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    adminCalls.push({ operation: operationName, variables });
    const total = { shopMoney: money('43.79') };
    const data = operationName === 'DraftOrderCreate'
      ? { draftOrderCreate: { draftOrder: { id: 'gid://shopify/DraftOrder/1', name: '#D1', totalPriceSet: total }, userErrors: [] } }
      : { draftOrderComplete: { draftOrder: { id: 'gid://shopify/DraftOrder/1', status: 'COMPLETED', order: { id: `gid://shopify/Order/${++orders}`, name: `#${1000 + orders}`, totalPriceSet: total } }, userErrors: [] } };
    return new Response(JSON.stringify({ data }), { status: 200 });
  });
});

// ---------------------------------------------------------------- cXML

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
const credential = (c: { domain: string; identity: string }) => `<Credential domain="${c.domain}"><Identity>${c.identity}</Identity></Credential>`;
const cxmlDoc = (request: string, secret = CREDS.sharedSecret) =>
  `<?xml version="1.0"?><!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd"><cXML payloadID="1@test" timestamp="2026-11-28T10:00:00Z">` +
  `<Header><From>${credential(CREDS.from)}</From><To>${credential(CREDS.to)}</To><Sender>${credential(CREDS.sender)}<SharedSecret>${secret}</SharedSecret><UserAgent>Coupa</UserAgent></Sender></Header>` +
  `<Request>${request}</Request></cXML>`;
const setup = (url = `${FORM_POST}42`, operation = 'create', items = '') =>
  `<PunchOutSetupRequest operation="${operation}"><BuyerCookie>coupa-cookie-42</BuyerCookie><BrowserFormPost><URL>${url}</URL></BrowserFormPost>${items}</PunchOutSetupRequest>`;
const postCxml = (body: string) =>
  cxml(new Request('http://localhost:3000/api/punchout/cxml', { method: 'POST', headers: { host: 'localhost:3000', 'content-type': 'text/xml' }, body }));
const statusOf = async (response: Response) => {
  const doc = parser.parse(await response.clone().text());
  return { http: response.status, code: String(doc.cXML.Response.Status.code), detail: String(doc.cXML.Response.Status['#text'] ?? ''), doc };
};

async function cxmlSession(operation = 'create', items = ''): Promise<string> {
  const answer = await statusOf(await postCxml(cxmlDoc(setup(undefined, operation, items))));
  expect(answer.code).toBe('200');
  const url = new URL(String(answer.doc.cXML.Response.PunchOutSetupResponse.StartPage.URL));
  const started = await cxmlStart(new Request(url, { headers: { host: url.host } }), { params: Promise.resolve({ token: url.pathname.split('/').pop()! }) });
  expect(started.status).toBe(303);
  return started.headers.getSetCookie()[0]!.split(';')[0]!;
}

const LINE = { lineItemId: 'l1', variantId: V, quantity: 150, properties: { Size: '2" x 2"' } };
const handOff = (cookie: string) => handoff(request('/api/punchout/handoff', { body: { attemptId: `attempt-${Math.random().toString(36).slice(2, 10)}`, line: LINE }, cookie }));

describe('cXML: setup, StartPage, order message', () => {
  it('answers a setup request with a one-time StartPage on the buyer’s host', async () => {
    const response = await postCxml(cxmlDoc(setup()));
    expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    const answer = await statusOf(response);
    expect([answer.http, answer.code]).toEqual([200, '200']);
    expect(String(answer.doc.cXML.Response.PunchOutSetupResponse.StartPage.URL)).toMatch(/^http:\/\/localhost:3000\/api\/punchout\/cxml\/start\/[\w-]{32}$/);
  });

  it.each([
    ['a wrong SharedSecret', cxmlDoc(setup(), 'guess-guess-guess'), 401],
    ['a BrowserFormPost URL off the buyer’s prefixes', cxmlDoc(setup('https://acme.coupahost.com/admin/')), 400],
    ['a setup request without BrowserFormPost', cxmlDoc('<PunchOutSetupRequest operation="create"><BuyerCookie>c</BuyerCookie></PunchOutSetupRequest>'), 400],
  ])('refuses %s', async (_what, body, code) => {
    const answer = await statusOf(await postCxml(body));
    expect([answer.http, answer.code]).toEqual([code, String(code)]);
  });

  it('hands the line back as a PunchOutOrderMessage form, priced as checkout prices it, with its signed reference', async () => {
    const response = await handOff(await cxmlSession());
    expect(response.status).toBe(200);
    const { form } = (await response.json()) as { form: { action: string; target: string | null; fields: [string, string][] } };
    expect(form.action).toBe(`${FORM_POST}42`);
    expect(form.fields.map(([name]) => name)).toEqual(['cxml-urlencoded']);
    const message = parser.parse(form.fields[0]![1]).cXML.Message.PunchOutOrderMessage;
    expect(String(message.BuyerCookie)).toBe('coupa-cookie-42');
    expect(message.PunchOutOrderMessageHeader.operationAllowed).toBe('edit');
    // 150 × 0.2919 × 1.5 = 65.6775 → 65.68
    expect(message.PunchOutOrderMessageHeader.Total.Money).toMatchObject({ currency: 'USD', '#text': 65.68 });
    const item = message.ItemIn;
    expect(item.quantity).toBe('150');
    expect(String(item.ItemID.SupplierPartID)).toBe('RAL-2X2');
    expect(String(item.ItemID.SupplierPartAuxiliaryID)).toMatch(/^[\w-]{16}\.[\w-]{16}$/);
    expect(String(item.ItemDetail.UnitPrice.Money['#text'])).toBe('0.43787');
    expect(String(item.ItemDetail.UnitOfMeasure)).toBe('EA');
  });

  it('places an OrderRequest of the quoted line once, and refuses it changed', async () => {
    const { form } = (await (await handOff(await cxmlSession())).json()) as { form: { fields: [string, string][] } };
    const item = parser.parse(form.fields[0]![1]).cXML.Message.PunchOutOrderMessage.ItemIn;
    const reference = String(item.ItemID.SupplierPartAuxiliaryID);
    const order = (quantity: string, unit: string) =>
      cxmlDoc(`<OrderRequest><OrderRequestHeader orderID="PO-77" orderDate="2026-11-28" type="new"><Total><Money currency="USD">65.68</Money></Total></OrderRequestHeader>` +
        `<ItemOut quantity="${quantity}" lineNumber="1"><ItemID><SupplierPartID>RAL-2X2</SupplierPartID><SupplierPartAuxiliaryID>${reference}</SupplierPartAuxiliaryID></ItemID>` +
        `<ItemDetail><UnitPrice><Money currency="USD">${unit}</Money></UnitPrice><Description xml:lang="en">Labels</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail></ItemOut></OrderRequest>`);
    const cheaper = await statusOf(await postCxml(order('150', '0.40')));
    expect([cheaper.http, cheaper.code]).toEqual([400, '400']);
    expect(cheaper.detail).toMatch(/^Line 1: the unit price 0.40 USD/);
    expect(adminCalls).toEqual([]);

    const placed = await statusOf(await postCxml(order('150', '0.43787')));
    expect([placed.http, placed.code]).toEqual([200, '200']);
    const again = await statusOf(await postCxml(order('150', '0.43787')));
    expect([again.http, again.code]).toEqual([200, '200']);
    expect(adminCalls.map((c) => c.operation)).toEqual(['DraftOrderCreate', 'DraftOrderComplete']);
    expect(adminCalls[0]!.variables.input).toMatchObject({
      poNumber: 'PO-77',
      lineItems: [{ variantId: V, quantity: 150, priceOverride: { amount: '0.43787', currencyCode: 'USD' } }],
    });
  });

  it('opens an edit with the cart’s quoted lines and sends them back with the new one', async () => {
    const first = (await (await handOff(await cxmlSession())).json()) as { form: { fields: [string, string][] } };
    const quoted = parser.parse(first.form.fields[0]![1]).cXML.Message.PunchOutOrderMessage.ItemIn;
    const itemOut = `<ItemOut quantity="150" lineNumber="1"><ItemID><SupplierPartID>RAL-2X2</SupplierPartID><SupplierPartAuxiliaryID>${quoted.ItemID.SupplierPartAuxiliaryID}</SupplierPartAuxiliaryID></ItemID></ItemOut>`;
    const edited = (await (await handOff(await cxmlSession('edit', itemOut))).json()) as { form: { fields: [string, string][] } };
    const message = parser.parse(edited.form.fields[0]![1]).cXML.Message.PunchOutOrderMessage;
    expect(message.ItemIn).toHaveLength(2);
    expect(String(message.ItemIn[0].ItemID.SupplierPartAuxiliaryID)).toBe(String(quoted.ItemID.SupplierPartAuxiliaryID));
    expect(message.PunchOutOrderMessageHeader.Total.Money['#text']).toBe(131.36);

    const foreign = itemOut.replace(String(quoted.ItemID.SupplierPartAuxiliaryID), 'AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAA');
    const refused = await statusOf(await postCxml(cxmlDoc(setup(undefined, 'edit', foreign))));
    expect([refused.http, refused.code]).toEqual([400, '400']);
  });

  it('keeps an inspection read-only', async () => {
    const response = await handOff(await cxmlSession('inspect'));
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe('inspect_only');
  });
});

// ---------------------------------------------------------------- OCI

const ociQuery = (fields: Record<string, string>) => `http://localhost:3000/api/punchout/oci?${new URLSearchParams(fields)}`;
const signedOci = (hook = `${HOOK}cart?sap-client=100`) => {
  const ts = Math.floor(Date.now() / 1000);
  return { buyer: 'acme-srm', HOOK_URL: hook, ts: String(ts), sig: startLinkSignature(OCI.linkSecret, 'acme-srm', ts, hook), '~TARGET': '_top', '~OkCode': 'ADDI' };
};

describe('OCI: start and NEW_ITEM form', () => {
  it('opens a session from a signed link or from the buyer’s user and password (form POST too)', async () => {
    expect((await ociGet(new Request(ociQuery(signedOci()), { headers: { host: 'localhost:3000' } }))).status).toBe(303);
    const form = new URLSearchParams({ buyer: 'acme-srm', HOOK_URL: `${HOOK}x`, USERNAME: OCI.username, PASSWORD: OCI.password });
    const posted = await ociPost(new Request('http://localhost:3000/api/punchout/oci', {
      method: 'POST', headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', origin: 'https://srm.acme.example' }, body: form,
    }));
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/');
  });

  it.each([
    ['a wrong password', { buyer: 'acme-srm', HOOK_URL: `${HOOK}x`, USERNAME: OCI.username, PASSWORD: 'wrong-password-here' }, 403],
    ['a HOOK_URL off the prefixes', { ...signedOci('https://srm.acme.example/other/'), sig: startLinkSignature(OCI.linkSecret, 'acme-srm', Number(signedOci().ts), 'https://srm.acme.example/other/') }, 403],
    ['a cXML buyer at the OCI door', { ...signedOci(), buyer: 'acme-coupa' }, 403],
  ])('refuses %s and opens no session', async (_what, fields, status) => {
    const response = await ociGet(new Request(ociQuery(fields), { headers: { host: 'localhost:3000' } }));
    expect(response.status).toBe(status);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('hands the line back as NEW_ITEM fields to HOOK_URL, priced per price unit', async () => {
    const started = await ociGet(new Request(ociQuery(signedOci()), { headers: { host: 'localhost:3000' } }));
    const cookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
    const { form } = (await (await handOff(cookie)).json()) as { form: { action: string; target: string | null; fields: [string, string][] } };
    expect(form.action).toBe(`${HOOK}cart?sap-client=100`);
    expect(form.target).toBe('_top');
    const fields = Object.fromEntries(form.fields);
    expect(fields['NEW_ITEM-QUANTITY[1]']).toBe('150');
    expect(fields['NEW_ITEM-UNIT[1]']).toBe('EA');
    expect(fields['NEW_ITEM-CURRENCY[1]']).toBe('USD');
    expect(fields['NEW_ITEM-VENDORMAT[1]']).toBe('RAL-2X2');
    expect(fields['NEW_ITEM-EXT_PRODUCT_ID[1]']).toMatch(/^[\w-]{16}\.[\w-]{16}$/);
    const price = Number(fields['NEW_ITEM-PRICE[1]']);
    const unit = Number(fields['NEW_ITEM-PRICEUNIT[1]']);
    expect(Math.round((price * 150 * 100) / unit) / 100).toBe(65.68);
    expect(fields['~OkCode']).toBe('ADDI');
  });
});
