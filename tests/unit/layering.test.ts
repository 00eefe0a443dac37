/**
 * The code reads top-down: app → components → lib. These rules keep it that
 * way, read from the import statements of every source file (tests aside).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const AREAS = ['app', 'components', 'lib', 'i18n', 'middleware.ts'];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|\/testing\/|test-fixtures\.ts$|test-helpers\.ts$/;

function walk(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => walk(join(path, name)));
}

const files = AREAS.flatMap(walk).filter((file) => SOURCE.test(file) && !TEST.test(file));
const known = new Set(files);

/** The repository file an import names, or null for packages. */
function target(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = relative(ROOT, resolve(ROOT, dirname(from), specifier));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

interface Edge {
  to: string;
  /** `import type`: no code follows it. */
  typeOnly: boolean;
  /** `import()`: loaded on demand, so it does not take part in a cycle. */
  lazy: boolean;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

const graph = new Map<string, Edge[]>();
const serverOnly = new Set<string>();
for (const file of files) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (/^import 'server-only';/m.test(text)) serverOnly.add(file);
  const edges: Edge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4] ?? match[5];
    if (!specifier) continue;
    const to = target(file, specifier);
    if (to) edges.push({ to, typeOnly: Boolean(match[2]), lazy: Boolean(match[5]) });
  }
  graph.set(file, edges);
}

const area = (file: string) => file.split('/')[0]!;
function violations(rule: (from: string, to: string, edge: Edge) => boolean): string[] {
  const found: string[] = [];
  for (const [from, edges] of graph) for (const edge of edges) if (rule(from, edge.to, edge)) found.push(`${from} → ${edge.to}`);
  return found;
}

test('lib imports nothing from components or app', () => {
  expect(violations((from, to) => area(from) === 'lib' && (area(to) === 'components' || area(to) === 'app'))).toEqual([]);
});

test('components import nothing from app', () => {
  expect(violations((from, to) => area(from) === 'components' && area(to) === 'app')).toEqual([]);
});

test('the Storefront layer converts no money (lib/shopify does not import lib/pricing)', () => {
  expect(violations((from, to, edge) => from.startsWith('lib/shopify/') && to.startsWith('lib/pricing/') && !edge.typeOnly)).toEqual([]);
});

test('the Storefront layer reads amounts as the store has them (lib/shopify imports no display conversion)', () => {
  expect(violations((from, to, edge) => from.startsWith('lib/shopify/') && /^lib\/money\/(display|format)\.ts$/.test(to) && !edge.typeOnly)).toEqual([]);
});

test('server code reaches no browser store (lib/state) and no client component', () => {
  const entries = files.filter((file) => serverOnly.has(file) || /^app\/api\/.*route\.ts$/.test(file));
  const reached = new Map<string, string>();
  const queue = entries.map((file) => [file, file] as const);
  for (const [file, entry] of queue) {
    if (reached.has(file)) continue;
    reached.set(file, entry);
    for (const edge of graph.get(file) ?? []) if (!edge.typeOnly) queue.push([edge.to, entry]);
  }
  const browserOnly = [...reached.keys()].filter(
    (file) => file.startsWith('lib/state/') || /^'use client';/m.test(readFileSync(join(ROOT, file), 'utf8')),
  );
  expect(browserOnly.map((file) => `${reached.get(file)} ⇒ ${file}`)).toEqual([]);
});

test('no import cycles (type-only imports aside)', () => {
  // Tarjan's strongly connected components over runtime imports.
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const { to, typeOnly, lazy } of graph.get(node) ?? []) {
      if (typeOnly || lazy) continue;
      if (!indices.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, indices.get(to)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!indices.has(file)) visit(file);
  expect(cycles).toEqual([]);
});
