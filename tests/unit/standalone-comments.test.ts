/**
 * Comments stand alone: a reader of the repository has only the repository,
 * so a comment states its rule instead of pointing at a section of a document
 * kept elsewhere or at a numbered ticket.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const AREAS = ['app', 'components', 'lib', 'i18n', 'middleware.ts', 'instrumentation.ts', 'scripts', 'tests', 'emulator/src', 'emulator/seed', 'emulator/test'];
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css)$/;
const SKIP = /(^|\/)(node_modules|generated|data)(\/|$)/;

function walk(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => (SKIP.test(name) ? [] : walk(join(path, name))));
}

/** A section sign, a named document outside the repository, or a ticket number. */
const CITATION = [
  /§/,
  /\b(?:services|design|toolchain|shopping|accounts)\.md\b/,
  /\bspec (?:shopping|accounts)\b/i,
  /\b(?:shopping|accounts) §/i,
  /\(issue \d+\)|\bissue \d+\b/i,
];

const citations = AREAS.flatMap(walk)
  .filter((file) => SOURCE.test(file) && !SKIP.test(file) && !file.endsWith('standalone-comments.test.ts'))
  .flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .map((line, i) => ({ where: `${file}:${i + 1}`, line: line.trim() }))
      .filter(({ line }) => CITATION.some((pattern) => pattern.test(line))),
  );

test('no source line cites a document outside the repository or a ticket', () => {
  expect(citations.map(({ where, line }) => `${where}: ${line.slice(0, 120)}`)).toEqual([]);
});
