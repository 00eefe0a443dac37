import { LruCache, SizedLru } from './lru';

describe('LruCache', () => {
  it('drops the least recently used entry beyond its size', () => {
    const cache = new LruCache<string, number>(2, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
  });

  it('forgets entries after their time limit', () => {
    let now = 0;
    const cache = new LruCache<string, number>(10, 1000, () => now);
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replaces a value and renews its time', () => {
    let now = 0;
    const cache = new LruCache<string, number>(10, 1000, () => now);
    cache.set('a', 1);
    now = 900;
    cache.set('a', 2);
    now = 1500;
    expect(cache.get('a')).toBe(2);
  });
});

describe('SizedLru', () => {
  it('keeps values within their total size, letting the least recently used go first', () => {
    const lru = new SizedLru<string, string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 4);
    expect(lru.peek('b')).toBeUndefined();
    expect([lru.peek('a'), lru.peek('c')]).toEqual(['A', 'C']);
    lru.set('huge', 'H', 11);
    expect(lru.peek('huge')).toBeUndefined();
    lru.delete('a');
    lru.set('d', 'D', 6);
    expect([lru.peek('c'), lru.peek('d')]).toEqual(['C', 'D']);
  });
});
