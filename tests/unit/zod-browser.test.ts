/**
 * Schemas that run in the browser are built with lib/ground/zod: zod/mini,
 * which the bundler trims to what the schemas use (classic zod's classes
 * weigh about 25 KB gzip on every page with a form), switched to jitless
 * mode before any schema is built (its probe for `new Function` otherwise
 * shows as a Content-Security-Policy violation). Server-only code keeps
 * classic zod.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { files, isBrowserEntry, packages, reachedFrom, ROOT } from '../support/import-graph';

const THE_ONE_WAY = 'lib/ground/zod/index.ts';
const isZod = (specifier: string) => specifier === 'zod' || specifier.startsWith('zod/');

test('nothing a client component or browser store runs imports zod but through lib/ground/zod', () => {
  const reached = reachedFrom(files.filter(isBrowserEntry));
  const direct = [...reached.entries()]
    .filter(([file]) => file !== THE_ONE_WAY)
    .filter(([file]) => (packages.get(file) ?? []).some((p) => isZod(p.specifier) && !p.typeOnly))
    .map(([file, entry]) => `${entry} ⇒ ${file}`);
  expect(direct).toEqual([]);
});

test('lib/ground/zod is zod/mini in jitless mode', () => {
  expect(packages.get(THE_ONE_WAY)?.map((p) => p.specifier)).toEqual(['zod/mini', 'zod/mini']);
  expect(readFileSync(join(ROOT, THE_ONE_WAY), 'utf8')).toMatch(/config\(\{ jitless: true \}\)/);
});

test('the check sees the schemas the forms use (so a broken graph cannot pass it)', () => {
  const reached = reachedFrom(files.filter(isBrowserEntry));
  expect(reached.has('lib/ground/validation/login.ts')).toBe(true);
  expect(reached.has(THE_ONE_WAY)).toBe(true);
});
