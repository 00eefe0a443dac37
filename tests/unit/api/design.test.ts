/** @jest-environment node */
jest.mock('server-only', () => ({}));
// The data cache is Next's; here each read runs straight through, and the options it was given are recorded.
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { unstable_cache } from 'next/cache';
import { GET as preview } from '@/app/api/design/preview/route';
import { GET as template } from '@/app/api/design/template/route';
import { POST as token } from '@/app/api/design/token/route';
import { customerUserId } from '@/app/api/design/token/user';
import { designTemplateContract, designTokenContract } from '@/lib/edge/api/contracts/design';
import { RATE_LIMITS } from '@/lib/edge/security/rate-limit';
import { TOKEN, called, fetchMock, installHarness, knownCustomer, read, request, sessionCookie, visitorCookie } from './account-harness';

installHarness();

const DESIGNER = 'http://127.0.0.1:4000/designer';
const TEMPLATES = 'http://127.0.0.1:4000/templates/';
const VISITOR = '0b8e1c7a-2f0e-4d7a-9a51-3c1f5e0d2b44';
/** Another visitor, whose id the first one may have learnt. */
const OTHER = '5d1f7c2e-8a3b-4c6d-9e0f-1a2b3c4d5e6f';
const CUSTOMER_ID = '77';
const KEY = 'emulator-designer-key';

type Designer = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;
/** The design service and templates host stand-ins; the harness answers the Storefront API. */
let designer: Designer;
let templates: Map<string, unknown>;
let logs: jest.SpyInstance[] = [];

/** The design service as Customer's Canvas answers: tokens listed per user, created on POST. */
function tokenService(listed: Record<string, string[]> = {}): Designer {
  return (url, init) => {
    const m = /^\/designer\/api\/Auth\/Users\/([^/]+)\/Tokens$/.exec(url.pathname);
    if (!m) return new Response('not found', { status: 404 });
    const user = decodeURIComponent(m[1]!);
    if (init?.method === 'POST') return Response.json({ tokenId: `new-${user}`, userId: user });
    return Response.json((listed[user] ?? []).map((tokenId) => ({ tokenId })));
  };
}

beforeEach(() => {
  designer = tokenService();
  templates = new Map();
  const harness = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith(DESIGNER)) return designer(new URL(url), init);
    if (url.startsWith(TEMPLATES)) {
      const name = decodeURIComponent(url.slice(TEMPLATES.length).replace(/\.json$/, ''));
      const file = templates.get(name);
      if (file === undefined) return new Response('', { status: 404 });
      return file instanceof Response ? file : new Response(JSON.stringify(file), { status: 200 });
    }
    return harness(input, init);
  });
  jest.mocked(unstable_cache).mockClear();
  logs = (['error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => logs.forEach((spy) => spy.mockRestore()));

const designerCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith(DESIGNER)).map(([u, init]) => ({ url: String(u), init }));
const logged = () => logs.flatMap((spy) => spy.mock.calls.map(([line]) => String(line))).join('\n');

describe('POST /api/design/token', () => {
  /** From the browser our server issued VISITOR to, unless told otherwise. */
  const ask = (body: unknown, options: { cookie?: string | null; origin?: string | null } = {}) =>
    token(request('/api/design/token', { body, cookie: visitorCookie(VISITOR), ...options }));
  const issuedId = (cookies: string[]) => /^design_visitor=([0-9a-f-]{36})\./.exec(cookies.find((c) => c.startsWith('design_visitor=')) ?? '')?.[1];

  it('gives a visitor a token for the id our server issued it, created when it has none, with the API key', async () => {
    const reply = await read(await ask({}));
    expect(reply).toMatchObject({ status: 200, body: { userId: VISITOR, tokenId: `new-${VISITOR}` }, cacheControl: 'no-store' });
    expect(reply.cookies).toEqual([]);
    expect(designTokenContract.reply.parse(reply.body)).toEqual(reply.body);
    const [list, create] = designerCalls();
    expect(list!.url).toBe(`${DESIGNER}/api/Auth/Users/${VISITOR}/Tokens`);
    expect(create!.url).toBe(`${DESIGNER}/api/Auth/Users/${VISITOR}/Tokens?Seconds=3600&UpdateOnCall=true`);
    expect(new Headers(list!.init?.headers).get('X-CustomersCanvasAPIKey')).toBe(KEY);
  });

  it('reuses the token the service lists', async () => {
    designer = tokenService({ [VISITOR]: ['tok-a', 'tok-b'] });
    expect((await read(await ask({}))).body).toEqual({ userId: VISITOR, tokenId: 'tok-a' });
    expect(designerCalls()).toHaveLength(1);
  });

  it('issues a new visitor a random id in a signed httpOnly cookie, and knows it again by that cookie', async () => {
    const first = await read(await ask({}, { cookie: null }));
    const id = issuedId(first.cookies);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first).toMatchObject({ status: 200, body: { userId: id } });
    expect(first.cookies[0]).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const again = await read(await ask({}, { cookie: first.cookies[0]!.split(';')[0]! }));
    expect(again).toMatchObject({ status: 200, body: { userId: id } });
    expect(again.cookies).toEqual([]);
  });

  it.each([
    ['another visitor’s id', { userId: OTHER }],
    ['a customer id', { userId: CUSTOMER_ID }],
    ['a customer gid', { userId: 'gid://shopify/Customer/77' }],
    ['a path', { userId: '../../Tokens' }],
  ])('never gives a token for %s named in the body', async (_label, body) => {
    const mine = await read(await ask(body));
    expect(mine).toMatchObject({ status: 200, body: { userId: VISITOR } });
    const fresh = await read(await ask(body, { cookie: null }));
    expect(fresh.status).toBe(200);
    expect(fresh.body.userId).toBe(issuedId(fresh.cookies));
    expect(designerCalls().every((c) => c.url.includes(`/Users/${VISITOR}/`) || c.url.includes(`/Users/${issuedId(fresh.cookies)}/`))).toBe(true);
  });

  it.each([
    ['an unsigned id', `design_visitor=${OTHER}`],
    ['a forged signature', `design_visitor=${OTHER}.${'A'.repeat(43)}`],
    ['another visitor’s signature', `design_visitor=${OTHER}.${visitorCookie(VISITOR).split('.')[1]}`],
    ['an id that is not a UUID', visitorCookie('77')],
  ])('treats a visitor cookie with %s as none, and issues a new id', async (_label, cookie) => {
    const reply = await read(await ask({}, { cookie }));
    expect(reply.status).toBe(200);
    expect(reply.body.userId).not.toBe(OTHER);
    expect(reply.body.userId).toBe(issuedId(reply.cookies));
  });

  it("uses a signed-in customer's numeric id, whatever the body and the visitor cookie say", async () => {
    knownCustomer();
    for (const body of [{}, { userId: VISITOR }]) {
      const reply = await read(await ask(body, { cookie: `${sessionCookie()}; ${visitorCookie(VISITOR)}` }));
      expect(reply).toMatchObject({ status: 200, body: { userId: CUSTOMER_ID, tokenId: `new-${CUSTOMER_ID}` } });
      expect(reply.cookies).toEqual([]);
    }
    expect(designerCalls().every((c) => c.url.includes(`/Users/${CUSTOMER_ID}/Tokens`))).toBe(true);
    expect(called()).toContain('CustomerDetails');
  });

  it('refuses a body that is not an object', async () => {
    expect((await read(await ask('{'))).status).toBe(400);
    expect((await read(await ask('[1]'))).status).toBe(400);
    expect((await read(await ask(JSON.stringify({ pad: 'x'.repeat(2000) })))).status).toBe(413);
    expect(designerCalls()).toEqual([]);
  });

  it("treats a session the platform refuses as the visitor's, and clears its cookie", async () => {
    knownCustomer();
    const stale = sessionCookie('tok-revoked-000');
    const visitor = await read(await ask({}, { cookie: `${stale}; ${visitorCookie(VISITOR)}` }));
    expect(visitor).toMatchObject({ status: 200, body: { userId: VISITOR } });
    expect(visitor.cookies).toEqual([expect.stringMatching(/^customer_session=;.*Max-Age=0/)]);
    const none = await read(await ask({}, { cookie: stale }));
    expect(none.status).toBe(200);
    expect(none.cookies).toEqual([expect.stringMatching(/^customer_session=;/), expect.stringMatching(/^design_visitor=/)]);
  });

  it('answers 502 token_refused when the service refuses the token (403)', async () => {
    designer = () => new Response('Invalid Security Key', { status: 403 });
    const reply = await read(await ask({ userId: VISITOR }));
    expect(reply).toMatchObject({ status: 502, body: { error: 'token_refused', message: expect.any(String) }, cacheControl: 'no-store' });
  });

  it.each([
    ['the design service fails', () => (designer = () => new Response('', { status: 500 }))],
    ['the design service answers nonsense', () => (designer = () => new Response('<html>'))],
    ['the store cannot load the customer', () => undefined],
  ])('answers 502 design_unavailable when %s', async (label, arrange) => {
    arrange();
    const cookie = label.startsWith('the store') ? sessionCookie() : null;
    const reply = await read(await ask({ userId: VISITOR }, { cookie }));
    expect(reply).toMatchObject({ status: 502, body: { error: 'design_unavailable' } });
  });

  it('never logs the API key, the session token or a tokenId', async () => {
    designer = (url, init) => (init?.method === 'POST' ? new Response('', { status: 500 }) : Response.json([]));
    await ask({ userId: VISITOR }, { cookie: sessionCookie() });
    designer = tokenService({ [VISITOR]: ['tok-secret-listed'] });
    await ask({ userId: VISITOR });
    designer = () => new Response('', { status: 403 });
    await ask({ userId: VISITOR });
    const text = logged();
    expect(text).toContain('design.token');
    for (const secret of [KEY, TOKEN, 'tok-secret-listed']) expect(text).not.toContain(secret);
  });

  it('refuses other sites', async () => {
    const reply = await read(await ask({ userId: VISITOR }, { origin: 'https://elsewhere.example' }));
    expect(reply.status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is rate limited per client address', async () => {
    const from = (ip: string) => {
      const r = request('/api/design/token', { body: { userId: VISITOR }, cookie: null });
      r.headers.set('x-forwarded-for', ip);
      return token(r);
    };
    for (let i = 0; i < RATE_LIMITS['design-token'].ip!.points; i++) expect((await from('203.0.113.9')).status).toBe(200);
    const refused = await from('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await from('203.0.113.10')).status).toBe(200);
    expect(RATE_LIMITS['design-token'].ip).toEqual({ points: 30, durationSeconds: 60 });
  });

  it('reads the numeric part of a customer gid', () => {
    expect(customerUserId('gid://shopify/Customer/77')).toBe('77');
    expect(customerUserId('gid://shopify/Customer/5?x=1')).toBe('5');
    expect(() => customerUserId('77abc')).toThrow();
  });
});

describe('GET /api/design/template', () => {
  const area = { DesignFile: 'custom-roll-labels/front', Bounds: { X: 0, Y: 0, Width: 144, Height: 216 }, SafetyLines: [{ Margin: 9 }], Bleed: 9 };
  const ROLL = {
    Templates: [
      { ID: 'RL-2X3-W-S-1', Name: 'Roll 2x3', Surfaces: [{ Name: 'Front', Width: 144, Height: 216, PrintAreas: [area] }] },
      { ID: 'RL-BROKEN', Name: 'Broken', Surfaces: [{ Name: 'Front', Width: 144, Height: 216, PrintAreas: [] }] },
    ],
  };
  const get = (query: string, host = 'localhost:3000') => template(request(`/api/design/template${query}`, { method: 'GET', cookie: null, host }));

  it("answers the SKU's template, read once through the data cache per tenant", async () => {
    templates.set('cc_roll_labels', ROLL);
    const reply = await read(await get('?productType=Roll%20Labels&sku=RL-2X3-W-S-1'));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ template: ROLL.Templates[0] });
    expect(designTemplateContract.reply.parse(reply.body)).toEqual(reply.body);
    expect(reply.cacheControl).toBe('no-store');
    const [, keyParts, options] = jest.mocked(unstable_cache).mock.calls[0]!;
    expect(keyParts).toEqual(['design.templates', 'us']);
    expect(options).toMatchObject({ tags: ['tenant:us', 'catalog', 'templates:cc_roll_labels'] });
    await get('?productType=Roll%20Labels&sku=RL-2X3-W-S-1', 'fr.localhost:3000');
    expect(jest.mocked(unstable_cache).mock.calls[1]![1]).toEqual(['design.templates', 'fr']);
  });

  it.each([
    ['the type has no file', '?productType=Window%20Decals&sku=WD-1', 'no_file'],
    ['no template has the SKU', '?productType=Roll%20Labels&sku=RL-9X9', 'no_sku'],
    ['the template is invalid', '?productType=Roll%20Labels&sku=RL-BROKEN', 'surface 0 has no print areas'],
  ])('answers 404 no_template when %s, logging why', async (_label, query, why) => {
    templates.set('cc_roll_labels', ROLL);
    const reply = await read(await get(query));
    expect(reply).toMatchObject({ status: 404, body: { error: 'no_template', message: expect.any(String) } });
    expect(logged()).toContain(why);
  });

  it('answers 404 no_template for a file that is not a templates file', async () => {
    templates.set('cc_roll_labels', { something: 'else' });
    expect((await read(await get('?productType=Roll%20Labels&sku=RL-2X3-W-S-1'))).status).toBe(404);
    templates.set('cc_roll_labels', new Response('{not json'));
    expect((await read(await get('?productType=Roll%20Labels&sku=RL-2X3-W-S-1'))).status).toBe(404);
  });

  it('answers 502 design_unavailable when the templates host fails', async () => {
    templates.set('cc_roll_labels', new Response('', { status: 503 }));
    expect(await read(await get('?productType=Roll%20Labels&sku=RL-2X3-W-S-1'))).toMatchObject({ status: 502, body: { error: 'design_unavailable' } });
  });

  it.each([
    [''],
    ['?productType=Roll%20Labels'],
    ['?sku=RL-1'],
    ['?productType=&sku=RL-1'],
    ['?productType=Roll%20Labels&sku='],
    ['?productType=..%2F..%2Fsecret&sku=RL-1'],
    ['?productType=Roll%20Labels&sku=%3Cscript%3E'],
    [`?productType=${'A'.repeat(101)}&sku=RL-1`],
    [`?productType=Roll%20Labels&sku=${'A'.repeat(101)}`],
  ])('answers 400 for %j without a fetch', async (query) => {
    const reply = await read(await get(query));
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('GET /api/design/preview', () => {
  const get = (query: string, cookie: string | null = null) => preview(request(`/api/design/preview${query}`, { method: 'GET', cookie }));
  const PNG = () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
  const VISITOR_FILE = `custom-templates/anonymous/${VISITOR}/shape-abc-small`;
  const CUSTOMER_FILE = `custom-templates/${CUSTOMER_ID}/shape-abc-none`;

  it("shows a visitor's own custom template to that visitor only, never kept by a shared cache", async () => {
    designer = PNG;
    const mine = await get(`?designFile=${VISITOR_FILE}`, visitorCookie(VISITOR));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(designerCalls()).toHaveLength(1);
    for (const cookie of [null, visitorCookie(OTHER), `design_visitor=${VISITOR}`, `design_visitor=${VISITOR}.${'A'.repeat(43)}`]) {
      expect(await read(await get(`?designFile=${VISITOR_FILE}`, cookie))).toMatchObject({ status: 404, body: { error: 'not_found' }, cacheControl: 'no-store' });
    }
    expect(designerCalls()).toHaveLength(1);
  });

  it("shows a customer's own custom template to that customer only", async () => {
    knownCustomer();
    designer = PNG;
    expect((await get(`?designFile=${CUSTOMER_FILE}`, sessionCookie())).status).toBe(200);
    expect((await get(`?designFile=custom-templates/78/shape-abc-none`, sessionCookie())).status).toBe(404);
    expect((await get(`?designFile=${VISITOR_FILE}`, sessionCookie())).status).toBe(404);
    expect((await get(`?designFile=${CUSTOMER_FILE}`, visitorCookie(VISITOR))).status).toBe(404);
    expect((await get(`?designFile=${CUSTOMER_FILE}`)).status).toBe(404);
    expect(designerCalls()).toHaveLength(1);
  });

  it('answers a stranger the same 404 whether the file is there or not, so paths cannot be probed', async () => {
    designer = (url) => (url.pathname.endsWith('/shape-abc-small') ? PNG() : new Response('', { status: 404 }));
    const there = await read(await get(`?designFile=${VISITOR_FILE}`, visitorCookie(OTHER)));
    const missing = await read(await get(`?designFile=custom-templates/anonymous/${VISITOR}/nothing-here`, visitorCookie(OTHER)));
    const ownMissing = await read(await get(`?designFile=custom-templates/anonymous/${OTHER}/nothing-here`, visitorCookie(OTHER)));
    expect(there).toEqual(missing);
    expect(ownMissing).toEqual(missing);
  });

  it.each([
    ['the shared anonymous folder', 'custom-templates/anonymous/shape-abc-small'],
    ['the folder itself', `custom-templates/anonymous/${VISITOR}`],
    ['a made-up owner', 'custom-templates/someone/shape'],
    ['another spelling of the folder', `Custom-Templates/anonymous/${VISITOR}/shape-abc-small`],
    ['a capitalised owner', `custom-templates/ANONYMOUS/${VISITOR.toUpperCase()}/shape-abc-small`],
  ])("keeps %s from a stranger, without asking the service", async (_label, designFile) => {
    designer = PNG;
    expect((await get(`?designFile=${designFile}`, visitorCookie(OTHER))).status).toBe(404);
    expect(designerCalls()).toEqual([]);
  });

  it("proxies a product template's preview to anyone with the API key, kept a short while by the browser only", async () => {
    designer = () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
    const response = await get('?designFile=custom-roll-labels/front&width=300&height=200');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    const [call] = designerCalls();
    expect(call!.url).toBe(`${DESIGNER}/api/ProductTemplates/designs/custom-roll-labels/front?mode=File&width=300&height=200`);
    expect(new Headers(call!.init?.headers).get('X-CustomersCanvasAPIKey')).toBe(KEY);
  });

  it('answers 404 for a design the service does not have', async () => {
    designer = () => new Response('', { status: 404 });
    expect(await read(await get('?designFile=nope'))).toMatchObject({ status: 404, body: { error: 'not_found' }, cacheControl: 'no-store' });
  });

  it.each([
    ['fails', () => new Response('', { status: 500 })],
    ['answers HTML', () => new Response('<p>', { headers: { 'content-type': 'text/html' } })],
    ['answers SVG', () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })],
  ])('answers 502 design_unavailable when the service %s', async (_label, reply) => {
    designer = reply;
    expect(await read(await get('?designFile=a/b'))).toMatchObject({ status: 502, body: { error: 'design_unavailable' }, cacheControl: 'no-store' });
  });

  it.each([
    [''],
    ['?designFile='],
    ['?designFile=..%2Fsecret'],
    ['?designFile=a%2F..%2Fb'],
    ['?designFile=%2Fa'],
    ['?designFile=a%2F'],
    ['?designFile=a%3Fmode%3DDesign'],
    ['?designFile=a&width=0'],
    ['?designFile=a&width=-5'],
    ['?designFile=a&width=1.5'],
    ['?designFile=a&height=abc'],
    ['?designFile=a&height=4001'],
    ['?designFile=a&width='],
    [`?designFile=${'a'.repeat(201)}`],
  ])('answers 400 for %j without a fetch', async (query) => {
    const reply = await read(await get(query));
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
