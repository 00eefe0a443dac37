import { z } from 'zod';
import { memoryStore } from './memory';
import { OnceStore } from './once';

const make = (records = memoryStore(), runningMs = 1000) =>
  new OnceStore<{ n: number }>({ ttlMs: 60_000, runningMs, shape: z.object({ n: z.number() }), gaveUp: { n: -1 }, records, pollMs: 5 });

describe('OnceStore', () => {
  it('runs a key once across two servers sharing records, both getting the one answer', async () => {
    const shared = memoryStore();
    const [a, b] = [make(shared), make(shared)];
    let runs = 0;
    let release!: () => void;
    const task = () => {
      runs += 1;
      return new Promise<{ value: { n: number }; keep: boolean }>((resolve) => (release = () => resolve({ value: { n: 7 }, keep: true })));
    };
    const first = a.once('po-1', task);
    const second = b.once('po-1', task);
    while (!release) await new Promise((tick) => setTimeout(tick, 5));
    release();
    expect(await Promise.all([first, second])).toEqual([{ n: 7 }, { n: 7 }]);
    expect(await b.once('po-1', task)).toEqual({ n: 7 });
    expect(runs).toBe(1);
  });

  it('drops an answer it was told not to keep, and a failed run, so the key runs again', async () => {
    const store = make();
    let runs = 0;
    expect(await store.once('k', async () => ({ value: { n: ++runs }, keep: false }))).toEqual({ n: 1 });
    await expect(store.once('k', async () => { runs += 1; throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await store.once('k', async () => ({ value: { n: ++runs }, keep: true }))).toEqual({ n: 3 });
  });

  it('treats a stored record of the wrong shape as absent', async () => {
    const records = memoryStore();
    await records.set('k', '{"n":"seven"}', 60_000);
    expect(await make(records).once('k', async () => ({ value: { n: 8 }, keep: true }))).toEqual({ n: 8 });
  });

  it('gives up waiting on a runner that holds its key too long', async () => {
    const records = memoryStore();
    await records.set('k', 'running', 60_000);
    expect(await make(records, 30).once('k', async () => ({ value: { n: 9 }, keep: true }))).toEqual({ n: -1 });
  });
});
