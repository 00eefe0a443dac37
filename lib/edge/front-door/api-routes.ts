import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The app's route handlers and the methods each one exports, read from
 * app/api at start. Next answers a method a handler does not export with a
 * bare 405 (no Allow header) and an unknown /api path with its HTML 404 page;
 * the front door answers both itself from this table.
 */

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ApiRoute {
  /** e.g. "/api/account/orders/[id]" */
  path: string;
  pattern: RegExp;
  /** What the route answers: its exports, HEAD with GET, and OPTIONS (Next implements both). */
  methods: HttpMethod[];
}

const EXPORTED = /export\s+(?:async\s+)?(?:function\s+|const\s+|let\s+)(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b|export\s*\{([^}]*)\}/g;

/** The HTTP methods a route module's source exports. */
export function exportedMethods(source: string): HttpMethod[] {
  const found = new Set<HttpMethod>();
  for (const [, direct, list] of source.matchAll(EXPORTED)) {
    if (direct) found.add(direct as HttpMethod);
    for (const name of (list ?? '').split(',')) {
      const exported = name.trim().split(/\s+as\s+/).pop()?.trim();
      if (exported && (HTTP_METHODS as readonly string[]).includes(exported)) found.add(exported as HttpMethod);
    }
  }
  if (found.has('GET')) found.add('HEAD');
  found.add('OPTIONS');
  return HTTP_METHODS.filter((m) => found.has(m));
}

/** "/api/account/orders/[id]" → a RegExp over the (still encoded) request path. */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/[^/]+)*';
      if (/^\[\.\.\..+\]$/.test(segment)) return '(?:/[^/]+)+';
      if (/^\[.+\]$/.test(segment)) return '/[^/]+';
      return segment === '' ? '' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

export function apiRoutesFrom(files: ReadonlyArray<{ path: string; source: string }>): ApiRoute[] {
  return files
    .map(({ path, source }) => ({ path, pattern: routePattern(path), methods: exportedMethods(source) }))
    // Static segments before dynamic ones, as Next matches them.
    .sort((a, b) => dynamicWeight(a.path) - dynamicWeight(b.path));
}

const dynamicWeight = (path: string) => (path.match(/\[/g) ?? []).length;

/** Every app/api/**\/route.ts under `appApiDir`. */
export function scanApiRoutes(appApiDir: string): ApiRoute[] {
  const files: { path: string; source: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|js|mjs)$/.test(entry.name)) {
        const folder = relative(appApiDir, dir).split(sep).filter(Boolean).join('/');
        files.push({ path: `/api${folder ? `/${folder}` : ''}`, source: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(appApiDir);
  return apiRoutesFrom(files);
}

export function matchApiRoute(routes: readonly ApiRoute[], pathname: string): ApiRoute | null {
  return routes.find((r) => r.pattern.test(pathname)) ?? null;
}
