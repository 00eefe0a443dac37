/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { verifyRecaptcha } from './recaptcha';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
let logs: jest.SpyInstance[];

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  logs = (['error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => logs.forEach((l) => l.mockRestore()));
afterAll(() => {
  global.fetch = realFetch;
});

const answer = (body: unknown, status = 200) => fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));
const events = () => logs.flatMap((l) => l.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>));
const ok = { success: true, score: 0.9, action: 'address', challenge_ts: '2026-01-01T12:00:00Z', hostname: 'localhost' };

describe('verifyRecaptcha', () => {
  it('passes a successful token for the same action with a high enough score, posting secret, token and IP', async () => {
    answer(ok);
    expect(await verifyRecaptcha('tok-1', 'address', '203.0.113.9')).toEqual({ ok: true, score: 0.9 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:4000/recaptcha/api/siteverify');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      secret: 'emulator-recaptcha-secret',
      response: 'tok-1',
      remoteip: '203.0.113.9',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('accepts a score exactly at the threshold', async () => {
    answer({ ...ok, score: 0.5 });
    expect(await verifyRecaptcha('t', 'address')).toEqual({ ok: true, score: 0.5 });
    expect(new URLSearchParams(String(fetchMock.mock.calls[0]![1]?.body)).has('remoteip')).toBe(false);
  });

  it('refuses a token minted for another action', async () => {
    answer({ ...ok, action: 'register' });
    expect(await verifyRecaptcha('t', 'address')).toEqual({ ok: false, reason: 'action_mismatch' });
    expect(events()).toEqual([expect.objectContaining({ event: 'recaptcha.verify.action_mismatch', action: 'address', tokenAction: 'register' })]);
  });

  it('refuses a low score, and a reply without a score (not a v3 token)', async () => {
    answer({ ...ok, score: 0.1 });
    expect(await verifyRecaptcha('t', 'address')).toEqual({ ok: false, reason: 'low_score' });
    answer({ success: true, action: 'address', hostname: 'testkey.google.com' });
    expect(await verifyRecaptcha('t', 'address')).toEqual({ ok: false, reason: 'low_score' });
  });

  it('refuses what siteverify refuses, logging a bad secret as a configuration error', async () => {
    answer({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect(await verifyRecaptcha('t', 'contact')).toEqual({ ok: false, reason: 'rejected' });
    answer({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect(await verifyRecaptcha('t', 'contact')).toEqual({ ok: false, reason: 'rejected' });
    expect(events().map((e) => [e.level, e.event])).toEqual(
      expect.arrayContaining([
        ['info', 'recaptcha.verify.rejected'],
        ['error', 'recaptcha.verify.misconfigured'],
      ]),
    );
    expect(events()).toHaveLength(2);
  });

  it('does not call siteverify for an empty token', async () => {
    expect(await verifyRecaptcha('  ', 'register')).toEqual({ ok: false, reason: 'missing' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('fetch failed'))],
    ['a timeout', () => fetchMock.mockRejectedValue(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))],
    ['an HTTP error', () => answer({ error: 'down' }, 503)],
    ['a reply that is not JSON', () => fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }))],
    ['a reply of another shape', () => answer({ success: 'yes' })],
  ])('fails closed on %s, logged with context', async (_name, arrange) => {
    arrange();
    expect(await verifyRecaptcha('t', 'tax_form')).toEqual({ ok: false, reason: 'unavailable' });
    // The call's own failure line (event "upstream") comes with this one, which says a form was refused.
    expect(events().filter((e) => e.event !== 'upstream')).toEqual([
      expect.objectContaining({ level: 'error', event: 'recaptcha.verify.unavailable', action: 'tax_form', url: 'http://127.0.0.1:4000/recaptcha/api/siteverify' }),
    ]);
    expect(JSON.stringify(events())).not.toContain('emulator-recaptcha-secret');
  });
});
