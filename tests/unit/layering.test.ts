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

test('the Storefront layer converts no money (lib/services/shopify does not import lib/domain/pricing)', () => {
  expect(violations((from, to, edge) => from.startsWith('lib/services/shopify/') && to.startsWith('lib/domain/pricing/') && !edge.typeOnly)).toEqual([]);
});

test('the Storefront layer reads amounts as the store has them (lib/services/shopify imports no display conversion)', () => {
  expect(violations((from, to, edge) => from.startsWith('lib/services/shopify/') && /^lib\/money\/(display|format)\.ts$/.test(to) && !edge.typeOnly)).toEqual([]);
});

test('server code reaches no browser store (lib/edge/state) and no client component', () => {
  const entries = files.filter((file) => serverOnly.has(file) || /^app\/api\/.*route\.ts$/.test(file));
  const reached = new Map<string, string>();
  const queue = entries.map((file) => [file, file] as const);
  for (const [file, entry] of queue) {
    if (reached.has(file)) continue;
    reached.set(file, entry);
    for (const edge of graph.get(file) ?? []) if (!edge.typeOnly) queue.push([edge.to, entry]);
  }
  const browserOnly = [...reached.keys()].filter(
    (file) => file.startsWith('lib/edge/state/') || /^'use client';/m.test(readFileSync(join(ROOT, file), 'utf8')),
  );
  expect(browserOnly.map((file) => `${reached.get(file)} ⇒ ${file}`)).toEqual([]);
});

/** Strongly connected components of more than one node (Tarjan): the import loops. */
function loops(nodes: Iterable<string>, next: (node: string) => Iterable<string>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
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
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!indices.has(node)) visit(node);
  return found;
}

/** Imports that run code: a type import carries none, and `import()` loads on demand. */
const runtime = (file: string) => (graph.get(file) ?? []).filter((edge) => !edge.typeOnly && !edge.lazy).map((edge) => edge.to);

test('no import cycles (type-only imports aside)', () => {
  expect(loops(files, runtime)).toEqual([]);
});

/**
 * lib's floors, lowest first. A module imports code only from its own floor
 * or below, so "what may this use?" has one answer: primitives
 * (money, tenant, config, log, http…) at the ground, the outside services'
 * adapters above them, the domain above those, and the edge (the API
 * transport and contracts, session, browser state, security, front door) on
 * top. A lower floor may still name a higher floor's types: the domain owns
 * its model, and the Storefront adapter maps into it without running any of
 * its code.
 */
const FLOORS = ['ground', 'services', 'domain', 'edge'] as const;
const libFiles = files.filter((file) => file.startsWith('lib/'));
const floorOf = (file: string) => FLOORS.indexOf(file.split('/')[1] as (typeof FLOORS)[number]);
/** The folder a lib module belongs to (lib/domain/cart), or the module itself when it sits directly on its floor. */
const unitOf = (file: string) => {
  const parts = file.split('/');
  return parts.length > 3 ? parts.slice(0, 3).join('/') : file.replace(/\.tsx?$/, '');
};

test('every lib module lives on one of the floors', () => {
  expect(libFiles.filter((file) => floorOf(file) < 0)).toEqual([]);
});

test('no lib module runs code from a higher floor', () => {
  expect(
    violations((from, to, edge) => from.startsWith('lib/') && to.startsWith('lib/') && !edge.typeOnly && floorOf(to) > floorOf(from)),
  ).toEqual([]);
});

test('no loop between lib folders (each folder builds on others without being built on by them)', () => {
  const units = new Map<string, Set<string>>();
  for (const file of libFiles) {
    const from = unitOf(file);
    if (!units.has(from)) units.set(from, new Set());
    for (const to of runtime(file)) if (to.startsWith('lib/') && unitOf(to) !== from) units.get(from)!.add(unitOf(to));
  }
  expect(loops(units.keys(), (unit) => units.get(unit) ?? [])).toEqual([]);
});
