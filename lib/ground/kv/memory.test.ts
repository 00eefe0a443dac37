import { memoryStore } from './memory';

describe('memoryStore', () => {
  it('keeps a value until its time to live runs out', async () => {
    let clock = 1_000;
    const store = memoryStore(10, () => clock);
    await store.set('a', '1', 500);
    expect(await store.get('a')).toBe('1');
    clock += 500;
    expect(await store.get('a')).toBeNull();
  });

  it('adds only what is absent, and gives a taken value once', async () => {
    const store = memoryStore();
    expect(await store.add('jti', 'x', 1000)).toBe(true);
    expect(await store.add('jti', 'y', 1000)).toBe(false);
    const [first, second] = await Promise.all([store.take('jti'), store.take('jti')]);
    expect([first, second]).toEqual(['x', null]);
    expect(await store.add('jti', 'z', 1000)).toBe(true);
  });

  it('drops the oldest records past its size', async () => {
    const store = memoryStore(2);
    await store.set('a', '1', 1000);
    await store.set('b', '2', 1000);
    await store.set('c', '3', 1000);
    expect(await store.get('a')).toBeNull();
    expect(await store.get('c')).toBe('3');
    await store.delete('c');
    expect(await store.get('c')).toBeNull();
  });
});
