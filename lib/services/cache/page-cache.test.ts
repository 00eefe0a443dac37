/** @jest-environment node */
import { testRedis, type TestRedis } from '../../../tests/support/redis';
import { connectRedis, REDIS_PAUSE_MS, type SharedRedis } from '../../ground/kv/redis';
import { log } from '../../ground/log';
import { memoryPageCache, redisPageCache, type PageCache } from './page-cache';
import { decodeEntry, encodeEntry, isKeptOut } from './page-entry';
import { isUnavailablePage, UNAVAILABLE_PAGE_META } from './unavailable-page';

jest.setTimeout(20_000);

const page = (html: string, tags = 'tenant:us,product:roll') => ({
  kind: 'APP_PAGE',
  status: 200,
  html,
  rscData: Buffer.from(`rsc ${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
});
const data = (value: string) => ({ kind: 'FETCH', data: { body: value }, tags: ['tenant:us', 'catalog'], revalidate: 3600 });

describe('what the page cache keeps', () => {
  it('keeps pages and data, never not-found pages, redirects or errors', () => {
    expect(isKeptOut({ kind: 'APP_PAGE', status: 200, html: '<p>' })).toBe(false);
    expect(isKeptOut({ kind: 'APP_PAGE', html: '<p>' })).toBe(false);
    expect(isKeptOut({ kind: 'FETCH', data: {} })).toBe(false);
    expect(isKeptOut({ kind: 'APP_PAGE', status: 404 })).toBe(true);
    expect(isKeptOut({ kind: 'APP_PAGE', status: 307 })).toBe(true);
    expect(isKeptOut({ kind: 'APP_ROUTE', status: 503 })).toBe(true);
    expect(isKeptOut(null)).toBe(false);
  });

  it('never keeps a page rendered while the store was down: a later visitor gets a fresh one', () => {
    const fallback = `<html><head><meta name="${UNAVAILABLE_PAGE_META}" content="30"/></head><body>…</body></html>`;
    expect(isUnavailablePage(fallback)).toBe(true);
    expect(isKeptOut({ kind: 'APP_PAGE', status: 200, html: fallback })).toBe(true);
    expect(isKeptOut({ kind: 'APP_PAGE', status: 200, html: Buffer.from(fallback) })).toBe(true);
  });

  it('stores a page with its RSC payload and segments byte for byte', () => {
    const entry = { lastModified: 5, value: page('<p>é</p>'), cacheControl: { revalidate: 3600, expire: 31536000 } };
    const back = decodeEntry(encodeEntry(entry));
    expect(back?.value?.rscData).toEqual(Buffer.from('rsc <p>é</p>'));
    expect(back?.value?.segmentData).toEqual(new Map([['/_tree', Buffer.from('tree')]]));
    expect(back).toMatchObject({ lastModified: 5, cacheControl: { revalidate: 3600 }, value: { html: '<p>é</p>' } });
    expect(decodeEntry('not json')).toBeNull();
  });
});

describe('one server: the page cache in memory', () => {
  it('serves what was set until one of its tags is expired', async () => {
    let clock = 1_000;
    const cache = memoryPageCache({ now: () => clock });
    await cache.set('/us/en/products/roll', page('<p>1</p>'));
    await cache.set('fetch-key', data('prices'));
    expect((await cache.get('/us/en/products/roll'))?.value?.html).toBe('<p>1</p>');
    clock += 10;
    await cache.revalidateTag(['product:roll'], { expire: 0 });
    clock += 1;
    expect(await cache.get('/us/en/products/roll')).toBeNull();
    expect(await cache.get('fetch-key', { kind: 'FETCH', tags: ['tenant:us'] })).not.toBeNull();
    await cache.revalidateTag('catalog');
    clock += 1;
    expect(await cache.get('fetch-key', { kind: 'FETCH', tags: ['tenant:us'] })).toBeNull();
  });

  it('tells whether a page written at a time with given tags is still current', async () => {
    let clock = 1_000;
    const cache = memoryPageCache({ now: () => clock });
    await expect(cache.isCurrent(['product:roll', 'tenant:us'], 900)).resolves.toBe(true);
    await cache.revalidateTag('product:roll', { expire: 5 });
    // An expiry set for later counts only once it comes.
    await expect(cache.isCurrent(['product:roll'], 900)).resolves.toBe(true);
    clock += 5_000;
    await expect(cache.isCurrent(['product:roll'], 900)).resolves.toBe(false);
    await expect(cache.isCurrent(['product:roll'], clock + 1)).resolves.toBe(true);
    await expect(cache.isCurrent(['product:other'], 900)).resolves.toBe(true);
  });

  it('stays within its size, letting the least recently used go first', async () => {
    const cache = memoryPageCache({ maxBytes: 4_500 });
    await cache.set('a', page('a'.repeat(800)));
    await cache.set('b', page('b'.repeat(800)));
    await cache.get('a');
    await cache.set('c', page('c'.repeat(800)));
    expect(await cache.get('a')).not.toBeNull();
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('c')).not.toBeNull();
    await cache.set('error', { kind: 'APP_PAGE', status: 500, html: 'x' });
    expect(await cache.get('error')).toBeNull();
  });
});

describe('several servers: the page cache on Redis', () => {
  let server: TestRedis;
  let clock = Date.now();
  const connections: SharedRedis[] = [];
  const open = (buildId = 'build-1'): PageCache => {
    const redis = connectRedis(server.url, 300, () => clock);
    connections.push(redis);
    return redisPageCache(redis, { buildId, now: () => clock });
  };
  const ready = async () => {
    for (let i = 0; i < 200 && !connections.every((c) => c.client.isReady); i++) await new Promise((r) => setTimeout(r, 25));
  };

  beforeAll(async () => {
    jest.spyOn(log, 'info').mockImplementation(() => {});
    jest.spyOn(log, 'warn').mockImplementation(() => {});
    server = await testRedis();
  });
  afterAll(async () => {
    for (const c of connections) await c.client.destroy();
    await server.stop();
  });

  it('shares pages between servers of one build, never between builds, and a tag expired on one server expires it on all', async () => {
    const a = open();
    const b = open();
    const nextBuild = open('build-2');
    await ready();
    await a.set('/us/en', page('<p>home</p>', 'tenant:us,catalog'), { cacheControl: { revalidate: 3600 } });
    expect(await b.get('/us/en')).toMatchObject({ value: { html: '<p>home</p>' }, cacheControl: { revalidate: 3600 } });
    expect(await nextBuild.get('/us/en')).toBeNull();

    clock += 10;
    await b.revalidateTag(['catalog'], { expire: 0 });
    clock += 1;
    expect(await a.get('/us/en')).toBeNull();
    // What another server kept of the page (its finished response) learns it too.
    await expect(a.isCurrent(['tenant:us', 'catalog'], clock - 11)).resolves.toBe(false);
    await expect(a.isCurrent(['tenant:us'], clock - 11)).resolves.toBe(true);
    await a.set('/us/en', page('<p>home 2</p>', 'tenant:us,catalog'));
    expect((await b.get('/us/en'))?.value?.html).toBe('<p>home 2</p>');
  });

  it('renders uncached while Redis is away, and treats what was cached before as expired once it is back', async () => {
    // Every server marks the outage when it reconnects: one server here, so the marks come in a known order.
    for (const c of connections.splice(0)) await c.client.destroy();
    const cache = open();
    await ready();
    await cache.set('/fr/fr', page('<p>accueil</p>'));
    clock += 1;
    const redis = connections[connections.length - 1]!;
    const port = server.port;
    await server.stop();
    for (let i = 0; i < 200 && redis.client.isReady; i++) await new Promise((r) => setTimeout(r, 25));
    await expect(cache.get('/fr/fr')).resolves.toBeNull();
    await expect(cache.set('/fr/fr', page('<p>x</p>'))).resolves.toBeUndefined();
    await expect(cache.revalidateTag('tenant:fr')).resolves.toBeUndefined();
    // Nothing kept can be known current while the tags cannot be read.
    await expect(cache.isCurrent(['tenant:fr'], clock)).resolves.toBe(false);

    server = await testRedis(port);
    for (let i = 0; i < 200 && !redis.client.isReady; i++) await new Promise((r) => setTimeout(r, 25));
    clock += REDIS_PAUSE_MS + 1;
    // The first operation after the pause finds Redis back; the entry written before the outage no longer counts.
    await cache.set('/ca/en', page('<p>canada</p>'));
    clock += 1;
    await new Promise((r) => setTimeout(r, 50));
    expect(await cache.get('/fr/fr')).toBeNull();
    expect((await cache.get('/ca/en'))?.value?.html).toBe('<p>canada</p>');
  });
});
