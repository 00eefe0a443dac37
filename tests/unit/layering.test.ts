/**
 * The code reads top-down: app → components → lib. These rules keep it that
 * way, read from the import statements of every source file (tests aside).
 */
import { files, graph, isBrowserEntry, reachedFrom, serverOnly, type Edge } from '../support/import-graph';

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
  const reached = reachedFrom(entries);
  const browserOnly = [...reached.keys()].filter(isBrowserEntry);
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
