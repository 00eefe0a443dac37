/**
 * Counts requests since the last reset so tests can assert how many upstream calls a page made
 * (e.g. that a cached page made none). `/__emulator/*` requests are never counted.
 */
export interface RequestLogSnapshot {
  since: string;
  total: number;
  /** by route: "POST /api/2026-04/graphql.json", "GET /pricing", "GET /snippets/resellers", … */
  routes: Record<string, number>;
  /** by GraphQL operation name ("anonymous" when the document names none) */
  operations: Record<string, number>;
  /** by method and exact path without query: "GET /pricing/roll-labels-standard.json" */
  paths: Record<string, number>;
}

export class RequestLog {
  private state: RequestLogSnapshot = RequestLog.empty();

  private static empty(): RequestLogSnapshot {
    return { since: new Date().toISOString(), total: 0, routes: {}, operations: {}, paths: {} };
  }

  record(route: string, path: string, operation?: string): void {
    const s = this.state;
    s.total++;
    s.routes[route] = (s.routes[route] ?? 0) + 1;
    s.paths[path] = (s.paths[path] ?? 0) + 1;
    if (operation !== undefined) s.operations[operation] = (s.operations[operation] ?? 0) + 1;
  }

  snapshot(): RequestLogSnapshot {
    return structuredClone(this.state);
  }

  reset(): void {
    this.state = RequestLog.empty();
  }
}
