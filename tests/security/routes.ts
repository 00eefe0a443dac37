import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The app's route handlers, read from app/api/**\/route.ts the way Next
 * finds them (independently of the front door's own table, so a route the
 * door forgets is still attacked): the methods each one exports, a sample
 * path for its dynamic segments, and whether it reads a JSON body.
 */

export const ROOT = join(__dirname, '..', '..');

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** What can change state, so what must refuse other sites. */
export const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface ApiRoute {
  /** "/api/account/orders/[id]" */
  pattern: string;
  /** "/api/account/orders/1001" */
  path: string;
  /** Exported handlers, plus HEAD with GET and OPTIONS (Next answers both for every route). */
  methods: string[];
  /** The exported handlers that take a body. */
  bodyMethods: string[];
  /** Reads its body as JSON text (readJson, readBody, readBoundedText, readAddressForm …; not the multipart reader). */
  readsJson: boolean;
}

const EXPORTED = /export\s+(?:async\s+)?(?:function\s+|const\s+|let\s+)(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b|export\s*\{([^}]*)\}/g;

function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const [, direct, list] of source.matchAll(EXPORTED)) {
    if (direct) found.add(direct);
    for (const name of (list ?? '').split(',')) {
      const exported = name.trim().split(/\s+as\s+/).pop()?.trim();
      if (exported && (METHODS as readonly string[]).includes(exported)) found.add(exported);
    }
  }
  return [...found];
}

/** A plausible value for a dynamic segment: ids are numeric on this store. */
/**
 * A handler built with route()/customerRoute() (lib/edge/api/server.ts) reads a
 * JSON body exactly when its contract declares one: follow the contract's
 * import to its defineContract({ … }) and look for `body:`.
 */
function contractReadsBody(source: string): boolean {
  for (const [, name] of source.matchAll(/\b(?:route|customerRoute)\(\s*(\w+)/g)) {
    const from = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'@/([^']+)'`).exec(source)?.[1];
    if (!from) continue;
    const contracts = readFileSync(join(ROOT, `${from}.ts`), 'utf8');
    const start = contracts.search(new RegExp(`\\b${name}\\s*=\\s*defineContract\\(`));
    if (start < 0) continue;
    let depth = 0;
    let end = contracts.indexOf('(', start);
    for (; end < contracts.length; end += 1) {
      if (contracts[end] === '(') depth += 1;
      else if (contracts[end] === ')' && --depth === 0) break;
    }
    if (/\bbody\s*:/.test(contracts.slice(start, end))) return true;
  }
  return false;
}

function sampleSegment(segment: string): string {
  if (/^\[\[?\.\.\./.test(segment)) return 'a/b';
  if (/^\[.+\]$/.test(segment)) return '1001';
  return segment;
}

export function scanApiRoutes(appApiDir = join(ROOT, 'app', 'api')): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
        const segments = relative(appApiDir, dir).split(sep).filter(Boolean);
        const source = readFileSync(full, 'utf8');
        const exported = exportedMethods(source);
        const methods = new Set([...exported, 'OPTIONS']);
        if (methods.has('GET')) methods.add('HEAD');
        routes.push({
          pattern: ['/api', ...segments].join('/'),
          path: ['/api', ...segments.map(sampleSegment)].join('/'),
          methods: METHODS.filter((m) => methods.has(m)),
          bodyMethods: exported.filter((m) => (STATE_CHANGING as readonly string[]).includes(m)),
          readsJson:
            (/\b(read\w*(Json|Body|Text|Form)|request\.json|request\.text)\s*\(/.test(source) || contractReadsBody(source)) &&
            !/formData\s*\(|multipart/i.test(source),
        });
      }
    }
  };
  walk(appApiDir);
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}
