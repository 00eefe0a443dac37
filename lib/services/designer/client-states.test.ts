/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { loadConfig } from '../../ground/config';
import { createDesignService, DesignServiceError, MAX_STATE_BYTES } from './client';
import { rejectionOf } from '@/tests/unit/rejection';

/** copyState: a visitor's saved design given to the customer they became, through the state-files API. */

const KEY = 'test-designer-key-7f3a';
const VISITOR = '0b8e1c7a-2f0e-4d7a-9a51-3c1f5e0d2b44';
const STATE = 'c0ffee42-aa11-4bb2-8cc3-0123456789ab';
const service = () =>
  createDesignService(loadConfig({ DESIGNER_API_URL: 'http://designer.test/cc', DESIGNER_API_KEY: KEY, TEMPLATES_BASE_URL: 'http://templates.test/t/', UPSTREAM_TIMEOUT_MS: '50' }));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

const stateFile = JSON.stringify({ stateId: STATE, userId: VISITOR, design: { surfaces: [] } });
const sent = (i: number) => {
  const [url, init] = fetchMock.mock.calls[i]!;
  return { url: String(url), method: init?.method, headers: new Headers(init?.headers), body: init?.body };
};
const bodyText = (body: unknown) => Buffer.from(body as ArrayBuffer).toString('utf8');

const failure = (promise: Promise<unknown>) => rejectionOf(promise, DesignServiceError);

describe('copyState', () => {
  it('reads the state of the visitor and writes the same file for the customer, both with the API key', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(stateFile, { status: 200, headers: { 'content-type': 'application/json' } }))
      .mockResolvedValueOnce(new Response('', { status: 201 }));
    expect(await service().copyState(VISITOR, '77', STATE)).toBe('copied');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(0)).toMatchObject({ url: `http://designer.test/cc/api/users/${VISITOR}/states/${STATE}`, method: 'GET' });
    expect(sent(1)).toMatchObject({ url: `http://designer.test/cc/api/users/77/states/${STATE}`, method: 'POST' });
    expect(bodyText(sent(1).body)).toBe(stateFile);
    expect(sent(1).headers.get('content-type')).toBe('application/json');
    for (const i of [0, 1]) expect(sent(i).headers.get('x-customerscanvasapikey')).toBe(KEY);
  });

  it('passes a binary state file on as it came', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff]);
    fetchMock.mockResolvedValueOnce(new Response(bytes, { status: 200, headers: { 'content-type': 'application/octet-stream' } })).mockResolvedValueOnce(new Response('', { status: 200 }));
    await service().copyState(VISITOR, '77', STATE);
    expect(new Uint8Array(sent(1).body as ArrayBuffer)).toEqual(bytes);
    expect(sent(1).headers.get('content-type')).toBe('application/octet-stream');
  });

  it('counts "This state already exists" as done', async () => {
    fetchMock.mockResolvedValueOnce(new Response(stateFile, { status: 200 })).mockResolvedValueOnce(new Response('This state already exists.', { status: 400 }));
    expect(await service().copyState(VISITOR, '77', STATE)).toBe('existing');
  });

  it('fails typed when the visitor has no such state, without writing anything', async () => {
    fetchMock.mockResolvedValueOnce(new Response('The specified state file cannot be found.', { status: 404 }));
    expect(await failure(service().copyState(VISITOR, '77', STATE))).toMatchObject({ kind: 'status', status: 404, operation: 'states.read' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another 400', () => new Response('Malformed state file', { status: 400 })],
    ['a 403', () => new Response('Invalid Security Key', { status: 403 })],
    ['a 500', () => new Response('boom', { status: 500 })],
  ])('fails typed when the write is refused with %s', async (_label, reply) => {
    fetchMock.mockResolvedValueOnce(new Response(stateFile, { status: 200 })).mockResolvedValueOnce(reply());
    expect(await failure(service().copyState(VISITOR, '77', STATE))).toMatchObject({ kind: 'status', operation: 'states.write' });
  });

  it('refuses a state far larger than a design, without writing it', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200, headers: { 'content-length': String(MAX_STATE_BYTES + 1) } }));
    expect(await failure(service().copyState(VISITOR, '77', STATE))).toMatchObject({ operation: 'states.read' });
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array(MAX_STATE_BYTES + 1), { status: 200 }));
    expect(await failure(service().copyState(VISITOR, '77', STATE))).toMatchObject({ operation: 'states.read' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('times out on a service that does not answer', async () => {
    fetchMock.mockImplementation((_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))));
    expect(await failure(service().copyState(VISITOR, '77', STATE))).toMatchObject({ kind: 'timeout' });
  });

  it('refuses ids that could leave their folder, without a call', async () => {
    for (const [from, to, state] of [
      ['../77', '77', STATE],
      [VISITOR, '77/../78', STATE],
      [VISITOR, '', STATE],
      [VISITOR, '77', '../states/x'],
      [VISITOR, '77', 'a?b'],
    ]) {
      await expect(service().copyState(from!, to!, state!)).rejects.toThrow(RangeError);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never puts the key in an error', async () => {
    fetchMock.mockResolvedValueOnce(new Response(stateFile, { status: 200 })).mockResolvedValueOnce(new Response(`Invalid Security Key ${KEY}`, { status: 403 }));
    const error = await failure(service().copyState(VISITOR, '77', STATE));
    expect(`${error.message} ${String(error.stack)} ${JSON.stringify(error)}`).not.toContain(KEY);
  });
});
