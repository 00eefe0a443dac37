/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { loadConfig } from '../../ground/config';
import { log } from '../../ground/log';
import { createDesignService, DesignServiceError, MAX_PREVIEW_BYTES } from './client';
import { rejectionOf } from '@/tests/unit/rejection';

const KEY = 'test-designer-key-7f3a';
const cfg = (over: Record<string, string> = {}) =>
  loadConfig({ DESIGNER_API_URL: 'http://designer.test/cc', DESIGNER_API_KEY: KEY, TEMPLATES_BASE_URL: 'http://templates.test/t/', UPSTREAM_TIMEOUT_MS: '50', ...over });

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent = (i = 0) => {
  const [url, init] = fetchMock.mock.calls[i]!;
  return { url: String(url), method: init?.method, headers: new Headers(init?.headers) };
};
/** A fetch that answers only when its signal aborts, as a hung upstream does. */
const hang = (_url: unknown, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

const failure = (promise: Promise<unknown>) => rejectionOf(promise, DesignServiceError);

describe('userToken', () => {
  const service = () => createDesignService(cfg());

  it('reads the first token of a listed array, with the API key', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ tokenId: 'tok-1', userId: '42' }, { tokenId: 'tok-2' }]));
    expect(await service().userToken('42')).toBe('tok-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent()).toMatchObject({ url: 'http://designer.test/cc/api/Auth/Users/42/Tokens', method: 'GET' });
    expect(sent().headers.get('x-customerscanvasapikey')).toBe(KEY);
  });

  it('reads a list sent as an object with tokens', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { tokens: [{ tokenId: 'tok-9', expireTime: 'x' }] }));
    expect(await service().userToken('42')).toBe('tok-9');
  });

  it('creates a token when the user has none', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [])).mockResolvedValueOnce(json(200, { tokenId: 'new-tok', userId: '42', originalSeconds: 3600 }));
    expect(await service().userToken('0b8e1c7a-2f0e-4d7a-9a51-3c1f5e0d2b44')).toBe('new-tok');
    expect(sent(1)).toMatchObject({
      url: 'http://designer.test/cc/api/Auth/Users/0b8e1c7a-2f0e-4d7a-9a51-3c1f5e0d2b44/Tokens?Seconds=3600&UpdateOnCall=true',
      method: 'POST',
    });
    expect(sent(1).headers.get('x-customerscanvasapikey')).toBe(KEY);
  });

  it('creates one when the object lists none', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { tokens: [] })).mockResolvedValueOnce(json(201, { tokenId: 'made' }));
    expect(await service().userToken('7')).toBe('made');
  });

  it('answers token_refused on a 403, to the list or to the creation', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Invalid Security Key', { status: 403 }));
    expect(await failure(service().userToken('42'))).toMatchObject({ kind: 'token_refused', status: 403 });
    fetchMock.mockResolvedValueOnce(json(200, [])).mockResolvedValueOnce(new Response('', { status: 403 }));
    expect(await failure(service().userToken('42'))).toMatchObject({ kind: 'token_refused', operation: 'tokens.create' });
  });

  it.each([
    ['a 500', () => new Response('boom', { status: 500 }), 'status'],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), 'malformed'],
    ['an unexpected shape', () => json(200, { items: [] }), 'malformed'],
  ])('fails typed on %s', async (_label, reply, kind) => {
    fetchMock.mockResolvedValueOnce(reply());
    expect(await failure(service().userToken('42'))).toMatchObject({ kind });
  });

  it('fails typed when the creation answers no tokenId', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [])).mockResolvedValueOnce(json(200, { ok: true }));
    expect(await failure(service().userToken('42'))).toMatchObject({ kind: 'malformed', operation: 'tokens.create' });
  });

  it('times out after UPSTREAM_TIMEOUT_MS', async () => {
    fetchMock.mockImplementation(hang);
    expect(await failure(service().userToken('42'))).toMatchObject({ kind: 'timeout', message: 'design tokens.list: no reply within 50 ms' });
  });

  it('fails typed when the service cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError(`fetch failed X-CustomersCanvasAPIKey: ${KEY}`));
    const error = await failure(service().userToken('42'));
    expect(error.kind).toBe('network');
    expect(error.cause).toBeUndefined();
  });

  it('refuses a user id that is not one, without a call', async () => {
    await expect(service().userToken('../Tokens')).rejects.toThrow(RangeError);
    await expect(service().userToken('')).rejects.toThrow(RangeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the staging service on the staging site', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ tokenId: 't' }]));
    await createDesignService(cfg({ APP_ENV: 'staging', DESIGNER_STAGING_API_URL: 'http://staging.test/cc' })).userToken('1');
    expect(sent().url).toBe('http://staging.test/cc/api/Auth/Users/1/Tokens');
  });

  it('never puts the key in an error or a log line', async () => {
    const lines: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    const errors: DesignServiceError[] = [];
    for (const reply of [new Response('', { status: 403 }), new Response('x', { status: 502 }), json(200, 'nope')]) {
      fetchMock.mockResolvedValueOnce(reply);
      errors.push(await failure(service().userToken('42')));
    }
    fetchMock.mockImplementation(hang);
    errors.push(await failure(service().userToken('42')));
    for (const error of errors) log.error('design.test', { error });
    spy.mockRestore();
    expect(lines).toHaveLength(4);
    for (const text of [...lines, ...errors.map((e) => `${e.message} ${String(e.stack)} ${JSON.stringify(e)}`)]) expect(text).not.toContain(KEY);
  });
});

describe('designPreview', () => {
  const service = () => createDesignService(cfg());
  const png = (bytes = 3, headers: Record<string, string> = {}) => new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': 'image/png', ...headers } });

  it('asks for the file mode image with the key and answers its bytes and type', async () => {
    fetchMock.mockResolvedValueOnce(png(4));
    const preview = await service().designPreview('custom-roll-labels/front', { width: 300, height: 200 });
    expect(preview?.contentType).toBe('image/png');
    expect(preview?.bytes.byteLength).toBe(4);
    expect(sent().url).toBe('http://designer.test/cc/api/ProductTemplates/designs/custom-roll-labels/front?mode=File&width=300&height=200');
    expect(sent().headers.get('x-customerscanvasapikey')).toBe(KEY);
  });

  it('leaves sizes out when none are asked', async () => {
    fetchMock.mockResolvedValueOnce(new Response('x', { headers: { 'content-type': 'image/jpeg; charset=binary' } }));
    expect((await service().designPreview('a'))?.contentType).toBe('image/jpeg');
    expect(sent().url).toBe('http://designer.test/cc/api/ProductTemplates/designs/a?mode=File');
  });

  it('answers null for a file the service does not have', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    expect(await service().designPreview('nope')).toBeNull();
  });

  it.each([
    ['HTML', () => new Response('<p>', { headers: { 'content-type': 'text/html' } }), 'not_image'],
    ['SVG', () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }), 'not_image'],
    ['no type', () => new Response(new Uint8Array(2)), 'not_image'],
    ['a declared oversize image', () => png(1, { 'content-length': String(MAX_PREVIEW_BYTES + 1) }), 'not_image'],
    ['an oversize image', () => png(MAX_PREVIEW_BYTES + 1), 'not_image'],
    ['a 500', () => new Response('', { status: 500 }), 'status'],
  ])('refuses %s', async (_label, reply, kind) => {
    fetchMock.mockResolvedValueOnce(reply());
    expect(await failure(service().designPreview('a/b'))).toMatchObject({ kind });
  });

  it('times out', async () => {
    fetchMock.mockImplementation(hang);
    expect(await failure(service().designPreview('a'))).toMatchObject({ kind: 'timeout' });
  });

  it('refuses a path that could leave the designs folder, without a call', async () => {
    for (const bad of ['../secret', 'a/../b', '/a', 'a/', 'a?x=1', 'a b', '']) await expect(service().designPreview(bad)).rejects.toThrow(RangeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('readTemplates', () => {
  const service = () => createDesignService(cfg());

  it('reads the type\'s file from the templates host, without the key', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { Templates: [{ ID: 'A-1', Surfaces: [] }], Extra: 1 }));
    expect(await service().readTemplates('Product Labels & Tags')).toEqual({ Templates: [{ ID: 'A-1', Surfaces: [] }], Extra: 1 });
    expect(sent().url).toBe('http://templates.test/t/cc_product_labels_and_tags.json');
    expect(sent().headers.has('x-customerscanvasapikey')).toBe(false);
  });

  it('answers null when the type has no file', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    expect(await service().readTemplates('Window Decals')).toBeNull();
  });

  it.each([
    ['not JSON', () => new Response('{', { status: 200 }), 'malformed'],
    ['without Templates', () => json(200, { templates: [] }), 'malformed'],
    ['a 503', () => new Response('', { status: 503 }), 'status'],
  ])('fails typed on a file %s', async (_label, reply, kind) => {
    fetchMock.mockResolvedValueOnce(reply());
    expect(await failure(service().readTemplates('Roll Labels'))).toMatchObject({ kind, operation: 'templates' });
  });

  it('keeps an odd product type inside its file name', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await service().readTemplates('a/../b?c');
    expect(sent().url).toBe('http://templates.test/t/cc_a%2F..%2Fb%3Fc.json');
  });
});
