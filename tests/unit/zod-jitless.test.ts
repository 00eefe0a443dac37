/**
 * Schema modules that can reach the browser take zod from lib/ground/zod,
 * which switches zod to jitless mode there before any schema is built: its
 * probe for `new Function` otherwise shows as a Content-Security-Policy
 * violation on every page with a form. The server-only floors (the outside
 * services' adapters, the route toolkit and contracts, the server session)
 * may import zod directly.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|\/testing\//;
const THE_ONE_WAY = 'lib/ground/zod/index.ts';
/** Read by the browser: every floor but the services, and the browser-facing parts of the edge. */
const BROWSER_REACHABLE = ['lib/ground', 'lib/domain', 'lib/edge/state', 'lib/edge/session/login-reason.ts', 'components'];

function walk(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => walk(join(path, name)));
}

/** An import of zod's values (a type-only import builds nothing). */
const VALUE_IMPORT = /^import\s+(?!type\b)[^;]*from\s+'zod(?:\/[^']*)?';/m;

test('browser-reachable modules build their schemas with the jitless zod of lib/ground/zod', () => {
  const direct = BROWSER_REACHABLE.flatMap(walk)
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && file !== THE_ONE_WAY)
    .filter((file) => VALUE_IMPORT.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(direct).toEqual([]);
});

test('the check sees a direct import (so a broken pattern cannot pass it)', () => {
  expect(VALUE_IMPORT.test(readFileSync(join(ROOT, THE_ONE_WAY), 'utf8'))).toBe(true);
});
