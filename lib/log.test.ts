import { formatLogLine, log } from './log';

describe('log', () => {
  it('prints one JSON line with timestamp, level, event and context', () => {
    const line = JSON.parse(formatLogLine('warn', 'catalog.product.failed', { tenantKey: 'us', handle: 'x' }));
    expect(line).toEqual({ ts: expect.any(String), level: 'warn', event: 'catalog.product.failed', tenantKey: 'us', handle: 'x' });
    expect(Number.isNaN(Date.parse(line.ts))).toBe(false);
  });

  it('keeps error name, message, own fields and cause', () => {
    const err = Object.assign(new Error('HTTP 503', { cause: new TypeError('socket hang up') }), { status: 503 });
    const line = JSON.parse(formatLogLine('error', 'e', { error: err }));
    expect(line.error).toMatchObject({ name: 'Error', message: 'HTTP 503', status: 503, cause: { name: 'TypeError', message: 'socket hang up' } });
  });

  it('never throws on circular context', () => {
    const ctx: Record<string, unknown> = {};
    ctx.self = ctx;
    expect(() => JSON.parse(formatLogLine('info', 'e', ctx))).not.toThrow();
  });

  it('routes levels to the matching console method', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    log.error('boom', { a: 1 });
    expect(JSON.parse(String(spy.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', event: 'boom', a: 1 });
    spy.mockRestore();
  });
});
