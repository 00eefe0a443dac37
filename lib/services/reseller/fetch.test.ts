/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { unstable_cache } from 'next/cache';
import { loadConfig } from '../../ground/config';
import { tenantFromKey } from '../../ground/tenant';
import { DEFAULT_CONTENT } from './defaults';
import { getResellerContent } from './fetch';
import { snippetOwner, snippetSources, snippetUrl } from './sources';

const BASE = 'http://127.0.0.1:4000/snippets';
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
let routes: Record<string, () => Response>;
let errorLog: jest.SpyInstance;
let warnLog: jest.SpyInstance;

const snippet = (body: unknown) => () =>
  new Response(JSON.stringify({ snippet: { name: 'x', owner: 'o', locale: 'en', updatedAt: '', body: typeof body === 'string' ? body : JSON.stringify(body) } }));

beforeEach(() => {
  routes = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).slice(BASE.length);
    return routes[path]?.() ?? new Response('{"error":"not found"}', { status: 404 });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(unstable_cache).mockClear();
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  warnLog = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  errorLog.mockRestore();
  warnLog.mockRestore();
});
afterAll(() => {
  global.fetch = realFetch;
});

const requested = () => fetchMock.mock.calls.map(([url]) => String(url).slice(BASE.length)).sort();

describe('getResellerContent', () => {
  it("reads a reseller's own snippets for the locale", async () => {
    routes['/resellers/acme/promoBar?locale=fr'] = snippet({ on: true, slots: [{ headline: 'Livraison', iconUrl: '/i.svg' }] });
    routes['/resellers/acme/FlexibleMessageArea?locale=fr'] = snippet('<p>Bonjour</p>');
    const content = await getResellerContent(tenantFromKey('r-acme', loadConfig({}))!, 'fr');
    expect(content.promoBar).toEqual({ on: true, slots: [{ headline: 'Livraison', headlineSubtitle: '', iconUrl: '/i.svg' }] });
    expect(content.messages.messages).toEqual([{ id: 'default', html: '<p>Bonjour</p>' }]);
    const options = jest.mocked(unstable_cache).mock.calls.map(([, keyParts, opts]) => ({ keyParts, tags: opts?.tags }));
    expect(options).toContainEqual({ keyParts: ['snippets.fetch', 'r-acme'], tags: ['tenant:r-acme', 'snippets:resellers/acme'] });
    expect(options).toContainEqual({ keyParts: ['snippets.fetch', 'us'], tags: ['tenant:us', 'snippets:sites/us'] });
  });

  it('falls back to the US site snippet when the reseller has none, then to defaults', async () => {
    routes['/sites/us/Menu?locale=en'] = snippet({ 'primary-menu': [{ title: 'Labels', link: '/collections/labels' }] });
    const content = await getResellerContent(tenantFromKey('r-acme', loadConfig({}))!, 'en');
    expect(content.menus['primary-menu']).toEqual([{ title: 'Labels', link: '/collections/labels' }]);
    expect(content.footer).toEqual(DEFAULT_CONTENT.footer);
    expect(requested()).toContain('/resellers/acme/Menu?locale=en');
    expect(requested()).toContain('/sites/us/Menu?locale=en');
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('uses defaults for a malformed snippet (no US fallback) and logs a warning with context', async () => {
    routes['/resellers/acme/Footer?locale=en'] = snippet('{"storeName": ');
    routes['/sites/us/Footer?locale=en'] = snippet({ storeName: 'Company' });
    const content = await getResellerContent(tenantFromKey('r-acme', loadConfig({}))!, 'en');
    expect(content.footer).toEqual(DEFAULT_CONTENT.footer);
    const warning = JSON.parse(String(warnLog.mock.calls[0]?.[0]));
    expect(warning).toMatchObject({ event: 'snippets.parse.failed', owner: 'resellers/acme', snippet: 'Footer', reason: expect.stringMatching(/JSON/) });
  });

  it('uses defaults when the service fails, logging the failure', async () => {
    routes['/sites/us/homePage?locale=en'] = () => new Response('oops', { status: 503 });
    const content = await getResellerContent(tenantFromKey('us', loadConfig({}))!, 'en');
    expect(content.home).toEqual(DEFAULT_CONTENT.home);
    const error = JSON.parse(String(errorLog.mock.calls[0]?.[0]));
    expect(error).toMatchObject({ event: 'snippets.fetch.failed', owner: 'sites/us', snippet: 'homePage', error: { status: 503 } });
  });

  it('treats an unreadable reply as a failure', async () => {
    routes['/sites/us/Footer?locale=en'] = () => new Response('<html>');
    expect((await getResellerContent(tenantFromKey('us', loadConfig({}))!, 'en')).footer).toEqual(DEFAULT_CONTENT.footer);
    expect(errorLog).toHaveBeenCalled();
  });

  it('uses the tenant language for an unknown locale', async () => {
    await getResellerContent(tenantFromKey('fr', loadConfig({}))!, 'de');
    expect(requested()).toContain('/sites/fr/Menu?locale=fr');
  });
});

describe('snippet sources', () => {
  const cfg = loadConfig({});
  it('names owners and tries the US site after any other owner', () => {
    expect(snippetOwner(tenantFromKey('r-acme', cfg)!)).toBe('resellers/acme');
    expect(snippetSources(tenantFromKey('ca', cfg)!)).toEqual([
      { tenantKey: 'ca', owner: 'sites/ca' },
      { tenantKey: 'us', owner: 'sites/us' },
    ]);
    expect(snippetSources(tenantFromKey('us', cfg)!)).toEqual([{ tenantKey: 'us', owner: 'sites/us' }]);
  });
  it('builds the service URL', () => {
    expect(snippetUrl('http://h/snippets/', 'resellers/acme', 'FlexibleMessageArea', 'fr')).toBe(
      'http://h/snippets/resellers/acme/FlexibleMessageArea?locale=fr',
    );
  });
});
