/**
 * Shared stand-ins for the account route tests (session, account, tagging):
 * a Storefront API answered per operation name, a tagging service answered
 * per endpoint, and request builders with a session cookie. Every outgoing
 * call goes through the one global fetch mock, so a test can assert what
 * reached the platform (and that nothing did).
 */
import { SESSION_COOKIE, encodeSession } from '@/lib/ground/http/session-cookie';
import { config } from '@/lib/ground/config';
import { resetRateLimits } from '@/lib/edge/security/rate-limit';
import { DESIGN_VISITOR_COOKIE, signVisitorId } from '@/lib/edge/session/design-visitor';

export type Reply = unknown;
type GqlHandler = (variables: Record<string, unknown>) => Reply;
type RestHandler = (body: Record<string, unknown>) => Reply;

export const TOKEN = 'tok-secret-123456';
export const EXPIRES_AT = '2099-01-01T00:00:00Z';
export const CUSTOMER_GID = 'gid://shopify/Customer/77';
const STOREFRONT = 'http://127.0.0.1:4000/api/2026-04/graphql.json';
const TAGGING = 'http://127.0.0.1:4000/tagging/';
const PRICING = 'http://127.0.0.1:4000/pricing/';

export const gql = new Map<string, GqlHandler>();
export const tagging = new Map<string, RestHandler>();
export const pricing = new Map<string, unknown>();
export const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

const asResponse = (reply: Reply, wrap: (r: unknown) => unknown): Response =>
  reply instanceof Response ? reply : new Response(JSON.stringify(wrap(reply)), { status: 200 });

/** The pricing host answers `status` for these files (the harness serves the `pricing` map, 404 otherwise). */
export function pricingHostAnswers(status: number, ...names: string[]): void {
  const serve = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) =>
    names.some((name) => String(input).endsWith(`/pricing/${name}.json`)) ? new Response('Service Unavailable', { status }) : serve(input, init),
  );
}

/** Silences console output during each test; `errorLines()` are the console.error lines of the running test. */
export function quietLogs(): { errorLines: () => string[] } {
  let spies: jest.SpyInstance[] = [];
  beforeEach(() => {
    spies = (['error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
  });
  afterEach(() => spies.forEach((spy) => spy.mockRestore()));
  return { errorLines: () => spies[0]!.mock.calls.map(([line]) => String(line)) };
}

/** Installs the fetch mock and resets handlers before each test. */
export function installHarness(): void {
  const realFetch = global.fetch;
  beforeEach(() => {
    gql.clear();
    tagging.clear();
    pricing.clear();
    // Every test starts with fresh rate-limit budgets (the routes count per address and account).
    resetRateLimits();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === STOREFRONT) {
        const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
        const handler = gql.get(operationName);
        if (!handler) return new Response(`no handler for ${operationName}`, { status: 500 });
        return asResponse(handler(variables), (data) => ({ data }));
      }
      if (url.startsWith(TAGGING)) {
        const handler = tagging.get(url.slice(TAGGING.length));
        if (!handler) return new Response('no tagging handler', { status: 500 });
        return asResponse(handler(JSON.parse(String(init?.body)) as Record<string, unknown>), (body) => body);
      }
      if (url.startsWith(PRICING)) {
        const name = decodeURIComponent(url.slice(PRICING.length).replace(/\.json$/, ''));
        return pricing.has(name) ? new Response(JSON.stringify(pricing.get(name)), { status: 200 }) : new Response('', { status: 404 });
      }
      return new Response(`unexpected ${url}`, { status: 599 });
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });
}

/** The operations (or tagging endpoints) that were called, with what was sent. */
export function calls(): { target: string; body: Record<string, unknown> }[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url === STOREFRONT) return { target: String(body.operationName), body: body.variables as Record<string, unknown> };
    return { target: url.startsWith(TAGGING) ? `tagging:${url.slice(TAGGING.length)}` : url, body };
  });
}
export const called = () => calls().map((c) => c.target);

export function sessionCookie(token = TOKEN, expiresAt = EXPIRES_AT): string {
  return `${SESSION_COOKIE}=${encodeSession({ token, expiresAt })}`;
}

/** The cookie our server issues a visitor for the design service, signed as the server signs it. */
export function visitorCookie(id: string): string {
  return `${DESIGN_VISITOR_COOKIE}=${signVisitorId(id, config().DESIGNER_API_KEY)}`;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  host?: string;
  origin?: string | null;
  cookie?: string | null;
}

/** A same-origin browser request with the session cookie unless told otherwise. */
export function request(path: string, { method = 'POST', body, host = 'localhost:3000', origin, cookie }: RequestOptions = {}): Request {
  const headers: Record<string, string> = { host, 'content-type': 'application/json' };
  const from = origin === undefined ? `http://${host}` : origin;
  if (from !== null && method !== 'GET') headers.origin = from;
  const jar = cookie === undefined ? sessionCookie() : cookie;
  if (jar) headers.cookie = jar;
  return new Request(`http://${host}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function read(
  response: Response,
): Promise<{ status: number; body: Record<string, unknown>; text: string; cookies: string[]; cacheControl: string | null }> {
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    text,
    cookies: response.headers.getSetCookie(),
    cacheControl: response.headers.get('cache-control'),
  };
}

// ---------------------------------------------------------------- platform fixtures

export const addressGid = (n: number, token = TOKEN) =>
  `gid://shopify/MailingAddress/${n}?model_name=CustomerAddress&customer_access_token=${token}`;

export function gqlAddress(n: number, city = 'Birmingham') {
  return {
    id: addressGid(n),
    firstName: 'Dana',
    lastName: 'Demo',
    company: null,
    address1: `${n} Main St`,
    address2: null,
    city,
    province: 'Alabama',
    country: 'United States',
    zip: '35203',
    phone: '2055550100',
  };
}

export function gqlCustomer(overrides: Record<string, unknown> = {}) {
  return {
    id: CUSTOMER_GID,
    displayName: 'Dana Demo',
    firstName: 'Dana',
    lastName: 'Demo',
    email: 'demo@example.com',
    phone: null,
    tags: ['end_user_of', 'tax_exempt_eligible'],
    defaultAddress: { id: addressGid(2) },
    addresses: { nodes: [gqlAddress(1, 'Chicago'), gqlAddress(2, 'Birmingham')] },
    ...overrides,
  };
}

/** CustomerDetails answers this customer for TOKEN, null for any other token. */
export function knownCustomer(overrides: Record<string, unknown> = {}): void {
  gql.set('CustomerDetails', (v) => ({ customer: v.customerAccessToken === TOKEN ? gqlCustomer(overrides) : null }));
}

export const graphqlError = () => new Response(JSON.stringify({ errors: [{ message: 'Internal error' }] }), { status: 200 });
