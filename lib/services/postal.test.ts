/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { createPostalLookup, POSTAL_CACHE_ENTRIES } from './postal';

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
let errorLog: jest.SpyInstance;
let routes: { token: Route; cityState: Route; xml: Route };

const USPS = 'https://apis.usps.test';
const XML_URL = 'https://secure.shippingapis.test/ShippingAPI.dll';
const cfg = {
  POSTAL_API: 'v3' as 'v3' | 'xml',
  USPS_XML_URL: XML_URL,
  USPS_USER_ID: 'USER&1',
  USPS_API_URL: USPS,
  USPS_CLIENT_ID: 'client-id',
  USPS_CLIENT_SECRET: 'client-secret',
  UPSTREAM_TIMEOUT_MS: 5000,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const xml = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/xml' } });
const ZIPS: Record<string, [string, string]> = { '30022': ['ALPHARETTA', 'GA'], '10001': ['NEW YORK', 'NY'], '60601': ['CHICAGO', 'IL'], '00601': ['ADJUNTAS', 'PR'] };

let issued = 0;
const liveTokens = new Set<string>();
const tokenReply = (expiresIn = 28800) => {
  const token = `token-${++issued}`;
  liveTokens.add(token);
  return json({ access_token: token, token_type: 'Bearer', issued_at: Date.now(), expires_in: expiresIn, status: 'approved', scope: 'addresses' });
};
const v3CityState: Route = (url, init) => {
  const bearer = String((init?.headers as Record<string, string>).Authorization).replace('Bearer ', '');
  if (!liveTokens.has(bearer)) return json({ apiVersion: '/addresses/v3/', error: { code: '401', message: 'Unauthorized' } }, 401);
  const zip = url.searchParams.get('ZIPCode')!;
  const known = ZIPS[zip];
  if (!known) return json({ apiVersion: '/addresses/v3/', error: { code: '404', message: 'Address Not Found.' } }, 404);
  return json({ city: known[0], state: known[1], ZIPCode: zip });
};

beforeEach(() => {
  issued = 0;
  liveTokens.clear();
  routes = { token: () => tokenReply(), cityState: v3CityState, xml: () => new Response('no route', { status: 500 }) };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.href === `${USPS}/oauth2/v3/token`) return routes.token(url, init);
    if (url.origin + url.pathname === `${USPS}/addresses/v3/city-state`) return routes.cityState(url, init);
    if (url.origin + url.pathname === XML_URL) return routes.xml(url, init);
    throw new Error(`unexpected fetch ${url}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());
afterAll(() => {
  global.fetch = realFetch;
});

const calls = (kind: 'token' | 'city-state' | 'xml') =>
  fetchMock.mock.calls.filter(([u]) => String(u).includes(kind === 'token' ? '/oauth2/v3/token' : kind === 'xml' ? 'ShippingAPI.dll' : '/city-state')).length;
const events = () => errorLog.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

describe('postal lookup over USPS APIs v3', () => {
  it('gets a token with the client credentials, then looks the ZIP up with it', async () => {
    const lookup = createPostalLookup(cfg);
    expect(await lookup('30022')).toEqual({ kind: 'found', city: 'ALPHARETTA', state: 'GA' });
    const [tokenUrl, tokenInit] = fetchMock.mock.calls[0]!;
    expect(String(tokenUrl)).toBe(`${USPS}/oauth2/v3/token`);
    expect(JSON.parse(String(tokenInit?.body))).toEqual({ client_id: 'client-id', client_secret: 'client-secret', grant_type: 'client_credentials' });
    const [lookupUrl, lookupInit] = fetchMock.mock.calls[1]!;
    expect(String(lookupUrl)).toBe(`${USPS}/addresses/v3/city-state?ZIPCode=30022`);
    expect(lookupInit?.headers).toEqual({ Authorization: 'Bearer token-1', Accept: 'application/json' });
    expect(lookupInit?.signal).toBeInstanceOf(AbortSignal);
  });

  it('caches answers (found and not found) and reuses the token for other ZIPs', async () => {
    const lookup = createPostalLookup(cfg);
    await lookup('30022');
    expect(await lookup('30022')).toEqual({ kind: 'found', city: 'ALPHARETTA', state: 'GA' });
    expect(await lookup('00000')).toEqual({ kind: 'not-found' });
    expect(await lookup('00000')).toEqual({ kind: 'not-found' });
    expect(await lookup('00601')).toEqual({ kind: 'found', city: 'ADJUNTAS', state: 'PR' });
    expect([calls('token'), calls('city-state')]).toEqual([1, 3]);
  });

  it('shares one token request between concurrent lookups', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    routes.token = async () => {
      await gate;
      return tokenReply();
    };
    const lookup = createPostalLookup(cfg);
    const pending = Promise.all(['30022', '10001', '60601', '00000'].map(lookup));
    await new Promise((r) => setTimeout(r, 5));
    release();
    expect((await pending).map((r) => r.kind)).toEqual(['found', 'found', 'found', 'not-found']);
    expect(calls('token')).toBe(1);
  });

  it('refreshes the token shortly before it expires, not after every lookup', async () => {
    let now = 1_000_000;
    const lookup = createPostalLookup(cfg, () => now);
    await lookup('30022');
    now += 7 * 60 * 60 * 1000; // seven of the eight hours
    await lookup('10001');
    expect(calls('token')).toBe(1);
    now += 56 * 60 * 1000; // inside the last five minutes
    await lookup('60601');
    expect(calls('token')).toBe(2);
  });

  it('retries once with a fresh token when USPS answers 401', async () => {
    const lookup = createPostalLookup(cfg);
    await lookup('30022');
    liveTokens.clear(); // USPS dropped it (expired early, or replaced elsewhere)
    expect(await lookup('10001')).toEqual({ kind: 'found', city: 'NEW YORK', state: 'NY' });
    expect([calls('token'), calls('city-state')]).toEqual([2, 3]);
  });

  it('refreshes once when several lookups hit the same 401', async () => {
    const lookup = createPostalLookup(cfg);
    await lookup('30022');
    liveTokens.clear();
    const results = await Promise.all(['10001', '60601', '00601'].map(lookup));
    expect(results.map((r) => r.kind)).toEqual(['found', 'found', 'found']);
    expect(calls('token')).toBe(2);
  });

  it('fails (uncached) when the fresh token is refused too', async () => {
    routes.cityState = () => json({ apiVersion: '/addresses/v3/', error: { code: '401', message: 'Unauthorized' } }, 401);
    const lookup = createPostalLookup(cfg);
    expect(await lookup('30022')).toEqual({ kind: 'failed', reason: 'unauthorized' });
    expect([calls('token'), calls('city-state')]).toEqual([2, 2]);
    routes.cityState = v3CityState;
    expect(await lookup('30022')).toEqual({ kind: 'found', city: 'ALPHARETTA', state: 'GA' });
  });

  it.each([
    [400, { apiVersion: '/addresses/v3/', error: { code: '400', message: 'OASValidation failed', errors: [{ title: 'openapi_validation_error' }] } }, 'bad_request'],
    [429, { apiVersion: '/addresses/v3/', error: { code: '429', message: 'Too many requests' } }, 'rate_limited'],
    [503, { error: 'down' }, 'http_503'],
  ])('turns a %i envelope into a logged failure', async (status, body, reason) => {
    routes.cityState = () => json(body, status);
    expect(await createPostalLookup(cfg)('30022')).toEqual({ kind: 'failed', reason });
    expect(events()).toEqual([expect.objectContaining({ event: 'postal.lookup.failed', api: 'v3', zip: '[REDACTED]', reason, status })]);
    if (status === 400) expect(events()[0]!.detail).toBe('OASValidation failed');
  });

  it('fails on a reply without city and state', async () => {
    routes.cityState = () => json({ city: '' });
    expect(await createPostalLookup(cfg)('30022')).toEqual({ kind: 'failed', reason: 'malformed_reply' });
  });

  it.each([
    ['refused (401)', () => json({ error: 'invalid_client' }, 401), 'token_refused'],
    ['down (500)', () => json({}, 500), 'token_unavailable'],
    ['malformed', () => json({ token: 'x' }), 'token_malformed'],
    ['unreachable', () => Promise.reject(new TypeError('fetch failed')), 'token_unavailable'],
  ])('fails when the token request is %s, and asks again next time', async (_name, tokenRoute, reason) => {
    routes.token = tokenRoute;
    const lookup = createPostalLookup(cfg);
    expect(await lookup('30022')).toEqual({ kind: 'failed', reason });
    expect(calls('city-state')).toBe(0);
    const logged = JSON.stringify(events());
    expect(logged).toContain('postal.lookup.failed');
    expect(logged).not.toContain('client-secret');
    routes.token = () => tokenReply();
    expect((await lookup('30022')).kind).toBe('found');
  });

  it('reports a timeout', async () => {
    routes.cityState = () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    expect(await createPostalLookup(cfg)('30022')).toEqual({ kind: 'failed', reason: 'timeout' });
  });

  it('answers not-found for anything but five digits, without calling USPS', async () => {
    const lookup = createPostalLookup(cfg);
    for (const zip of ['', '1234', '123456', 'abcde']) expect(await lookup(zip)).toEqual({ kind: 'not-found' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it(`keeps at most ${POSTAL_CACHE_ENTRIES} answers`, async () => {
    const lookup = createPostalLookup(cfg);
    await lookup('30022');
    for (let i = 0; i < POSTAL_CACHE_ENTRIES; i++) await lookup(String(40000 + i));
    await lookup('30022');
    expect(calls('city-state')).toBe(POSTAL_CACHE_ENTRIES + 2);
  });
});

describe('postal lookup over Web Tools XML', () => {
  const xmlCfg = { ...cfg, POSTAL_API: 'xml' as const };
  const found = (zip: string, city: string, state: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<CityStateLookupResponse><ZipCode ID="0"><Zip5>${zip}</Zip5><City>${city}</City><State>${state}</State></ZipCode></CityStateLookupResponse>`;

  it('sends a CityStateLookupRequest with the USERID and reads City and State', async () => {
    routes.xml = () => xml(found('90210', 'BEVERLY HILLS', 'CA'));
    expect(await createPostalLookup(xmlCfg)('90210')).toEqual({ kind: 'found', city: 'BEVERLY HILLS', state: 'CA' });
    const url = new URL(String(fetchMock.mock.calls[0]![0]));
    expect(url.searchParams.get('API')).toBe('CityStateLookup');
    expect(url.searchParams.get('XML')).toBe('<CityStateLookupRequest USERID="USER&amp;1"><ZipCode ID="0"><Zip5>90210</Zip5></ZipCode></CityStateLookupRequest>');
    expect(calls('token')).toBe(0);
  });

  it('reads a per-ZIP Error as not found (cached)', async () => {
    routes.xml = () =>
      xml('<?xml version="1.0" encoding="UTF-8"?>\n<CityStateLookupResponse><ZipCode ID="0"><Error><Number>-2147219399</Number><Source>WebtoolsAMS;CityStateLookup</Source><Description>Invalid Zip Code.</Description><HelpFile/><HelpContext/></Error></ZipCode></CityStateLookupResponse>');
    const lookup = createPostalLookup(xmlCfg);
    expect(await lookup('00000')).toEqual({ kind: 'not-found' });
    expect(await lookup('00000')).toEqual({ kind: 'not-found' });
    expect(calls('xml')).toBe(1);
  });

  it('reads a root Error as a failure, logged with its number', async () => {
    routes.xml = () =>
      xml('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Number>80040B1A</Number><Description>API Authorization failure. User USER&amp;1 is not authorized to use API CityStateLookup.</Description><Source>USPSCOM::DoAuth</Source></Error>');
    expect(await createPostalLookup(xmlCfg)('90210')).toEqual({ kind: 'failed', reason: 'usps_error_80040B1A' });
    expect(events()).toEqual([expect.objectContaining({ event: 'postal.lookup.failed', api: 'xml', zip: '[REDACTED]', reason: 'usps_error_80040B1A' })]);
  });

  it.each([
    ['a truncated document', () => xml(found('90210', 'BEVERLY HILLS', 'CA').slice(0, 80)), 'malformed_reply'],
    ['an HTML page', () => xml('<html><body>maintenance</body></html>'), 'malformed_reply'],
    ['an HTTP error', () => new Response('down', { status: 503 }), 'http_503'],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), 'unreachable'],
  ])('fails on %s', async (_name, route, reason) => {
    routes.xml = route;
    expect(await createPostalLookup(xmlCfg)('90210')).toEqual({ kind: 'failed', reason });
  });
});
