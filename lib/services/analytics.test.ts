/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { AnalyticsEventSchema, sendAnalyticsEvent } from './analytics';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
let warn: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());
afterAll(() => {
  global.fetch = realFetch;
});

const page = { type: 'page', name: 'Home', properties: { path: '/', tenant: 'us' }, anonymousId: 'a-1', timestamp: '2025-01-01T00:00:00.000Z' };

describe('AnalyticsEventSchema', () => {
  it('accepts page, identify and track events', () => {
    expect(AnalyticsEventSchema.safeParse(page).success).toBe(true);
    expect(AnalyticsEventSchema.safeParse({ type: 'identify', userId: 'c-1', timestamp: '2025-01-01T00:00:00Z' }).success).toBe(true);
    expect(AnalyticsEventSchema.safeParse({ type: 'track', name: 'Add to cart', properties: { qty: 5, ids: ['a'] }, timestamp: '2025-01-01T00:00:00+02:00' }).success).toBe(true);
  });
  it('rejects unknown types, unknown keys, bad timestamps and incomplete events', () => {
    expect(AnalyticsEventSchema.safeParse({ ...page, type: 'alias' }).success).toBe(false);
    expect(AnalyticsEventSchema.safeParse({ ...page, secret: 'x' }).success).toBe(false);
    expect(AnalyticsEventSchema.safeParse({ ...page, timestamp: 'yesterday' }).success).toBe(false);
    expect(AnalyticsEventSchema.safeParse({ type: 'track', timestamp: page.timestamp }).success).toBe(false);
    expect(AnalyticsEventSchema.safeParse({ type: 'identify', timestamp: page.timestamp }).success).toBe(false);
    expect(AnalyticsEventSchema.safeParse({ ...page, properties: { nested: { deep: 1 } } }).success).toBe(false);
  });
});

describe('sendAnalyticsEvent', () => {
  it('posts the validated event as JSON to the configured sink', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 202 }));
    expect(await sendAnalyticsEvent(page)).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:4000/analytics');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(page);
  });

  it('never throws: invalid events, HTTP errors and network errors give false and a log line', async () => {
    expect(await sendAnalyticsEvent({ type: 'nope' })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    expect(await sendAnalyticsEvent(page)).toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await sendAnalyticsEvent(page)).toBe(false);
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ event: 'analytics.event.invalid' }),
      expect.objectContaining({ event: 'upstream', service: 'analytics', kind: 'status', status: 500 }),
      expect.objectContaining({ event: 'upstream', service: 'analytics', kind: 'network', status: null }),
    ]);
  });
});
