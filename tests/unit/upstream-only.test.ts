/**
 * Outside services are reached through one module, lib/ground/http/upstream.ts:
 * it bounds every call in time and size and logs its failures one way. No
 * other server code calls the global fetch. The exceptions run in the
 * browser and talk to this app's own API, not to an outside service.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|\/testing\/|test-fixtures\.ts$|test-helpers\.ts$/;

/** Browser code that calls our own routes. */
const BROWSER_TO_OWN_API = ['lib/edge/api/client.ts', 'lib/edge/api/beacon.ts', 'lib/edge/state/'];
const THE_ONE_WAY = 'lib/ground/http/upstream.ts';

function walk(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => walk(join(path, name)));
}

/** A call of the global fetch (`fetch(`, `globalThis.fetch(`), not a method of the same name (`client.fetch(`) or a word in a comment. */
const GLOBAL_FETCH = /(?:^|[^\w.$]|globalThis\.)fetch\s*\(/;
const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/.*$/gm, '');

const callers = ['lib', 'app']
  .flatMap(walk)
  .filter((file) => SOURCE.test(file) && !TEST.test(file))
  .filter((file) => GLOBAL_FETCH.test(stripComments(readFileSync(join(ROOT, file), 'utf8'))));

test('only lib/ground/http/upstream.ts calls the global fetch on the server', () => {
  expect(callers.filter((file) => file !== THE_ONE_WAY && !BROWSER_TO_OWN_API.some((allowed) => file.startsWith(allowed)))).toEqual([]);
});

test('the check sees the calls it allows (so a broken pattern cannot pass it)', () => {
  expect(callers).toEqual(expect.arrayContaining([THE_ONE_WAY, 'lib/edge/api/client.ts', 'lib/edge/api/beacon.ts']));
});
