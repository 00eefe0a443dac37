/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { unstable_cache } from 'next/cache';
import { cachedRead, DEGRADED_REVALIDATE_SECONDS, markDegraded, orFallback, type ReadSpec } from './read';

const spec: ReadSpec = { name: 'test.read', tenantKey: 'us', tags: ['product:x'], context: { handle: 'x' } };
let errorLog: jest.SpyInstance;

beforeEach(() => {
  jest.mocked(unstable_cache).mockClear();
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());

const events = () => errorLog.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

describe('cachedRead', () => {
  it('keys the entry by reader name and tenant, tags it with the tenant, and passes the arguments', async () => {
    const read = jest.fn(async (a: string, b: number) => `${a}${b}`);
    expect(await cachedRead(spec, read, 'x', 1)).toBe('x1');
    expect(read).toHaveBeenCalledWith('x', 1);
    expect(jest.mocked(unstable_cache).mock.calls[0]?.slice(1)).toEqual([
      ['test.read', 'us'],
      { tags: ['tenant:us', 'product:x'], revalidate: 3600 },
    ]);
  });

  it('logs a failure with the spec context and rethrows it', async () => {
    const boom = new Error('boom');
    await expect(cachedRead(spec, async () => Promise.reject(boom))).rejects.toBe(boom);
    expect(events()).toEqual([expect.objectContaining({ event: 'test.read.failed', tenantKey: 'us', handle: 'x', error: expect.objectContaining({ message: 'boom' }) })]);
  });
});

describe('orFallback', () => {
  it('returns the value when the read succeeds, without marking the page', async () => {
    expect(await orFallback(spec, Promise.resolve(5), 0)).toBe(5);
    expect(unstable_cache).not.toHaveBeenCalled();
  });

  it('returns the fallback, logs an error only once, and shortens the page lifetime', async () => {
    const viaRead = orFallback(spec, cachedRead(spec, async () => Promise.reject(new Error('once'))), 'fallback');
    expect(await viaRead).toBe('fallback');
    expect(events().map((e) => e.event)).toEqual(['test.read.failed']);
    expect(jest.mocked(unstable_cache).mock.calls.at(-1)?.slice(1)).toEqual([['degraded-render'], { revalidate: DEGRADED_REVALIDATE_SECONDS }]);
  });

  it('logs errors that did not come from the read itself (e.g. the cache machinery)', async () => {
    expect(await orFallback(spec, Promise.reject(new Error('Invariant: incrementalCache missing')), null)).toBeNull();
    expect(events()).toEqual([expect.objectContaining({ event: 'test.read.failed', error: expect.objectContaining({ message: expect.stringContaining('incrementalCache') }) })]);
  });
});

describe('markDegraded', () => {
  it('never throws, even outside a Next render', async () => {
    jest.mocked(unstable_cache).mockImplementationOnce(() => () => Promise.reject(new Error('Invariant: incrementalCache missing')));
    await expect(markDegraded()).resolves.toBeUndefined();
  });
});
