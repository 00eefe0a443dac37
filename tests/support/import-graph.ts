/**
 * The app's import graph, read from the import statements of every source
 * file (tests aside): the structural tests (layering, zod in the browser)
 * ask their questions of it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
const AREAS = ['app', 'components', 'lib', 'i18n', 'middleware.ts'];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|\/testing\/|test-fixtures\.ts$|test-helpers\.ts$/;

function walk(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => walk(join(path, name)));
}

export const files = AREAS.flatMap(walk).filter((file) => SOURCE.test(file) && !TEST.test(file));
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

export interface Edge {
  to: string;
  /** `import type`: no code follows it. */
  typeOnly: boolean;
  /** `import()`: loaded on demand, so it does not take part in a cycle. */
  lazy: boolean;
}

export interface PackageImport {
  specifier: string;
  typeOnly: boolean;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Each file's imports of other files of the app. */
export const graph = new Map<string, Edge[]>();
/** Each file's imports of packages (`zod`, `react`…). */
export const packages = new Map<string, PackageImport[]>();
/** Files marked `import 'server-only'`. */
export const serverOnly = new Set<string>();
for (const file of files) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (/^import 'server-only';/m.test(text)) serverOnly.add(file);
  const edges: Edge[] = [];
  const named: PackageImport[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4] ?? match[5];
    if (!specifier) continue;
    const to = target(file, specifier);
    if (to) edges.push({ to, typeOnly: Boolean(match[2]), lazy: Boolean(match[5]) });
    else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) named.push({ specifier, typeOnly: Boolean(match[2]) });
  }
  graph.set(file, edges);
  packages.set(file, named);
}

/** Code that runs in the browser: client components and the browser stores. */
export const isBrowserEntry = (file: string) =>
  file.startsWith('lib/edge/state/') || /^'use client';/m.test(readFileSync(join(ROOT, file), 'utf8'));

/** Every file the given ones run code from, each with the entry it was reached from. */
export function reachedFrom(entries: readonly string[]): Map<string, string> {
  const reached = new Map<string, string>();
  const queue = entries.map((file) => [file, file] as const);
  for (const [file, entry] of queue) {
    if (reached.has(file)) continue;
    reached.set(file, entry);
    for (const edge of graph.get(file) ?? []) if (!edge.typeOnly) queue.push([edge.to, entry]);
  }
  return reached;
}
