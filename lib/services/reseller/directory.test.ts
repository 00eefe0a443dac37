/** @jest-environment node */
import { createResellerDirectory } from './directory';

function directory(answer: (url: string) => Response | Error) {
  let clock = 0;
  const calls: string[] = [];
  const lookup = createResellerDirectory({
    snippetsBaseUrl: 'http://snippets.test',
    timeoutMs: 1000,
    now: () => clock,
    maxEntries: 3,
    fetch: (async (url: string) => {
      calls.push(url);
      const r = answer(url);
      if (r instanceof Error) throw r;
      return r;
    }) as unknown as typeof fetch,
  });
  return { lookup, calls, advance: (ms: number) => (clock += ms) };
}

describe('reseller directory', () => {
  it('knows a reseller by its Footer snippet and remembers the answer', async () => {
    const d = directory((url) => new Response(null, { status: url.includes('/acme/') ? 200 : 404 }));
    await expect(d.lookup('acme')).resolves.toBe(true);
    await expect(d.lookup('evil-co')).resolves.toBe(false);
    await expect(d.lookup('acme')).resolves.toBe(true);
    expect(d.calls).toEqual(['http://snippets.test/resellers/acme/Footer?locale=en', 'http://snippets.test/resellers/evil-co/Footer?locale=en']);
  });

  it('keeps what it knew while the service is down, and cannot tell otherwise', async () => {
    let up = true;
    const d = directory(() => (up ? new Response(null, { status: 200 }) : new Error('ECONNREFUSED')));
    await d.lookup('acme');
    up = false;
    d.advance(11 * 60_000);
    await expect(d.lookup('acme')).resolves.toBe(true);
    await expect(d.lookup('newco')).resolves.toBeNull();
  });

  it('stays bounded when made-up hosts flood in', async () => {
    const d = directory(() => new Response(null, { status: 404 }));
    for (const id of ['a', 'b', 'c', 'd', 'e']) await d.lookup(id);
    d.calls.length = 0;
    await d.lookup('a');
    expect(d.calls).toHaveLength(1);
  });
});
