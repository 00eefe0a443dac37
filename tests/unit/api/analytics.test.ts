/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { POST } from '@/app/api/analytics/route';
import { analyticsContract } from '@/lib/edge/api/contracts/analytics';
import { resetRateLimits } from '@/lib/edge/security/rate-limit';

/**
 * POST /api/analytics on its contract: the beacon's events are validated,
 * stamped, forwarded without waiting, and answered 202; everything else is
 * `{ error, message }`.
 */

const realFetch = global.fetch;
const sink = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => new Response(null, { status: 204 }));
let logs: jest.SpyInstance[] = [];

beforeEach(() => {
  resetRateLimits();
  sink.mockClear();
  global.fetch = sink as unknown as typeof fetch;
  logs = (['error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => logs.forEach((spy) => spy.mockRestore()));
afterAll(() => {
  global.fetch = realFetch;
});

function post(body: string, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://localhost:3000/api/analytics', {
      method: 'POST',
      body,
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', ...headers },
    }),
  );
}

/** What the sink received, once the route's fire-and-forget send has run. */
async function forwarded(): Promise<Record<string, unknown>[]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sink.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

async function expectFailure(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error, message: expect.any(String) });
}

describe('POST /api/analytics', () => {
  it("answers 202 with the contract's reply and forwards the page event, stamped by the server", async () => {
    const before = Date.now();
    const page = { type: 'page', name: 'Home', properties: { path: '/', title: 'Home | Acme', locale: 'en', tenant: 'us' } };
    const response = await post(JSON.stringify(page));
    expect(response.status).toBe(202);
    expect(analyticsContract.reply.safeParse(await response.json()).success).toBe(true);
    const [event] = await forwarded();
    expect(event).toMatchObject(page);
    expect(Date.parse(String(event?.timestamp))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps a timestamp the event carries', async () => {
    await post(JSON.stringify({ type: 'identify', userId: 'gid://shopify/Customer/1', timestamp: '2026-01-02T03:04:05.000Z' }));
    expect((await forwarded())[0]).toMatchObject({ type: 'identify', timestamp: '2026-01-02T03:04:05.000Z' });
  });

  it.each([
    ['not JSON', 'not json'],
    ['an unknown type', JSON.stringify({ type: 'nonsense' })],
    ['an unknown field', JSON.stringify({ type: 'page', secret: 'x' })],
    ['an identify event without a user', JSON.stringify({ type: 'identify' })],
    ['a bad timestamp', JSON.stringify({ type: 'page', timestamp: 'yesterday' })],
  ])('refuses %s with 400 { error, message }, forwarding nothing', async (_name, body) => {
    await expectFailure(await post(body), 400, 'invalid');
    expect(await forwarded()).toEqual([]);
  });

  it('refuses a body over 8 KB with 413', async () => {
    await expectFailure(await post(JSON.stringify({ type: 'page', name: 'x'.repeat(9000) })), 413, 'invalid');
  });

  it('refuses another site with 403: identify ties a browser to a customer', async () => {
    await expectFailure(await post(JSON.stringify({ type: 'page' }), { origin: 'https://evil.example' }), 403, 'forbidden');
    expect(await forwarded()).toEqual([]);
  });
});
