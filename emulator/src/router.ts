import type { Handler, Req } from './http.ts';

/**
 * Routes are matched segment by segment: `:name` captures one segment, `*name` the rest of the path.
 * Each route carries the key it is counted under in the request log.
 */
export interface Route {
  method: string;
  segments: string[];
  /** request-log key, e.g. "GET /pricing" */
  key: string;
  handler: Handler;
  /** names the GraphQL operation of a request, for the log and operation-targeted faults */
  operationOf?: (req: Req) => string;
  /** a per-request log key, when `key` is not enough (the GraphQL route logs the version asked for) */
  keyOf?: (req: Req) => string;
}

export interface Match {
  route: Route;
  params: Record<string, string>;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler, extra: Partial<Pick<Route, 'key' | 'operationOf' | 'keyOf'>> = {}): this {
    const segments = pattern.split('/').filter(Boolean);
    const fixed = segments.filter((s) => !s.startsWith(':') && !s.startsWith('*'));
    this.routes.push({ method, segments, handler, key: extra.key ?? `${method} /${fixed.join('/')}`, operationOf: extra.operationOf, keyOf: extra.keyOf });
    return this;
  }

  match(method: string, path: string): Match | null {
    const parts = path.split('/').filter(Boolean);
    for (const route of this.routes) {
      if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) continue;
      const params = matchSegments(route.segments, parts);
      if (params) return { route, params };
    }
    return null;
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    if (seg.startsWith('*')) {
      if (i >= parts.length) return null;
      params[seg.slice(1)] = parts.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (seg.startsWith(':')) params[seg.slice(1)] = decodeURIComponent(part);
    else if (seg !== part) return null;
  }
  return parts.length === pattern.length ? params : null;
}
