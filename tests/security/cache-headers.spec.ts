import { expect, test } from '@playwright/test';
import { EMULATOR_PORT } from '../e2e/hosts';
import { signedPunchoutStart } from '../support/punchout';
import { answer, HOST, uniqueLoopbackIp } from './raw-http';

/**
 * Every response tells a shared cache the truth: public only when it depends
 * on nothing but the host and the URL, with the webhook's cache tags so a CDN
 * purge can follow; private and untagged when a cookie chose the page, the
 * page sets a cookie, or the answer is one visitor's.
 */

const get = (host: string, path: string, cookie?: string) =>
  answer({ method: 'GET', host, path, headers: cookie ? { cookie } : {}, localAddress: uniqueLoopbackIp() });
const tagsOf = (headers: Record<string, unknown>) => String(headers['cache-tag'] ?? '').split(',');

test('catalog pages on every kind of host are public for shared caches, with their cache tags', async () => {
  const pages: [string, string, string[]][] = [
    [HOST.us, '/products/custom-roll-labels', ['tenant:us', 'product:custom-roll-labels']],
    [HOST.us, '/collections/all', ['tenant:us']],
    [HOST.fr, '/', ['tenant:fr']],
    [HOST.acme, '/', ['tenant:r-acme']],
  ];
  for (const [host, path, tags] of pages) {
    const page = await get(host, path);
    expect(page.status, `${host}${path}`).toBe(200);
    expect(String(page.headers['cache-control']), `${host}${path}`).toMatch(/^public, max-age=0, s-maxage=60\b/);
    expect(String(page.headers['surrogate-control'])).toMatch(/^max-age=3600\b/);
    expect(tagsOf(page.headers)).toEqual(expect.arrayContaining(tags));
    expect(String(page.headers['surrogate-key']).split(' ')).toEqual(expect.arrayContaining(tags));
    expect(page.headers['x-middleware-rewrite']).toBeUndefined();
  }
});

test('a page a cookie chose, or that sets one, is private and untagged', async () => {
  const started = await answer({
    method: 'GET',
    host: HOST.us,
    path: signedPunchoutStart(EMULATOR_PORT, 'cache-headers'),
    localAddress: uniqueLoopbackIp(),
  });
  const punchout = String(started.headers['set-cookie']?.find((c) => c.startsWith('punchout=')) ?? '').split(';', 1)[0]!;
  expect(punchout).toMatch(/^punchout=./);
  const cases: [string, Promise<Awaited<ReturnType<typeof get>>>][] = [
    ['French by cookie', get(HOST.us, '/products/custom-roll-labels', 'NEXT_LOCALE=fr')],
    ['French by ?lang=, which sets the cookie', get(HOST.us, '/products/custom-roll-labels?lang=fr')],
    ['a punchout buyer’s page', get(HOST.us, '/products/custom-roll-labels', punchout)],
    ['French by cookie on a reseller', get(HOST.acme, '/', 'NEXT_LOCALE=fr')],
    ['the account area', get(HOST.us, '/account')],
  ];
  for (const [what, reply] of cases) {
    const { status, headers } = await reply;
    expect(status, what).toBeLessThan(400);
    expect(headers['cache-control'], what).toBe('private, no-store');
    expect(headers['cache-tag'], what).toBeUndefined();
    expect(headers['surrogate-key'], what).toBeUndefined();
  }
});

test('every API answer is private', async () => {
  for (const path of ['/api/search?q=labels', '/api/quick-view?handle=custom-roll-labels', '/api/compare?handles=custom-roll-labels', '/api/account/customer', '/api/design/preview?designFile=x']) {
    const reply = await get(HOST.us, path);
    expect(String(reply.headers['cache-control']), path).toMatch(/^private\b/);
    expect(reply.headers['cache-tag'], path).toBeUndefined();
  }
});
