/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { GET } from '@/app/api/postal/route';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
let errorLog: jest.SpyInstance;
/** ZIP → USPS reply; the process-wide lookup caches answers, so every test uses its own ZIPs. */
let cityState: (zip: string) => Response;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/oauth2/v3/token') return json({ access_token: 'tok', token_type: 'Bearer', expires_in: 28800 });
    if (url.pathname === '/addresses/v3/city-state') return cityState(url.searchParams.get('ZIPCode')!);
    throw new Error(`unexpected fetch ${url}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());
afterAll(() => {
  global.fetch = realFetch;
});

function get(query: string, headers: Record<string, string> = {}) {
  return GET(new Request(`http://localhost:3000/api/postal${query}`, { headers: { host: 'localhost:3000', ...headers } }));
}

const lookups = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('/city-state')).map(([u]) => new URL(String(u)).searchParams.get('ZIPCode'));

describe('GET /api/postal', () => {
  it.each([
    ['', 'zip is required'],
    ['?zip=', 'zip must be 5 digits, or ZIP+4 (12345-6789)'],
    ['?zip=1234', 'zip must be 5 digits, or ZIP+4 (12345-6789)'],
    ['?zip=abcde', 'zip must be 5 digits, or ZIP+4 (12345-6789)'],
    ['?zip=12345-12', 'zip must be 5 digits, or ZIP+4 (12345-6789)'],
  ])('answers 400 invalid for %s without calling USPS', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'invalid', message });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers the city and state of a known ZIP, not cached by the browser', async () => {
    cityState = () => json({ city: 'ALPHARETTA', state: 'GA', ZIPCode: '30022' });
    const response = await get('?zip=30022');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ city: 'ALPHARETTA', state: 'GA' });
  });

  it('looks a ZIP+4 up by its first five digits', async () => {
    cityState = () => json({ city: 'BIRMINGHAM', state: 'AL' });
    expect(await (await get('?zip=%2035203-1234%20')).json()).toEqual({ city: 'BIRMINGHAM', state: 'AL' });
    expect(lookups()).toEqual(['35203']);
  });

  it('answers 404 not_found for a ZIP USPS does not know', async () => {
    cityState = () => json({ apiVersion: '/addresses/v3/', error: { code: '404', message: 'Address Not Found.' } }, 404);
    const response = await get('?zip=00000');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'Please provide a valid Zip and State' });
  });

  it("answers 502 lookup_failed with the spec's message when USPS fails", async () => {
    cityState = () => json({ apiVersion: '/addresses/v3/', error: { code: '503', message: 'down' } }, 503);
    const response = await get('?zip=94105');
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'lookup_failed', message: 'Error while validating your address, please try again.' });
    expect(errorLog).toHaveBeenCalled();
  });

  it('refuses other sites (the USPS quota is ours)', async () => {
    const response = await get('?zip=10001', { origin: 'https://elsewhere.example' });
    expect(response.status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
