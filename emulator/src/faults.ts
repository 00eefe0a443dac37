/**
 * Fault switch: tests ask for a route prefix (optionally one GraphQL operation) to be slow, to fail
 * with a status, or to answer 200 with a truncated body, for every request or the next N.
 */
export interface FaultSpec {
  /** path prefix, e.g. "/pricing" or "/snippets/resellers/acme" */
  prefix: string;
  delayMs?: number;
  status?: number;
  /** reply body for `status` faults (JSON value or string); a generic JSON error by default */
  body?: unknown;
  malformed?: boolean;
  /** apply to the next N matching requests only */
  times?: number;
  /** only GraphQL requests with this operation name */
  operation?: string;
  /** only requests whose raw body contains this text (e.g. one product handle in the variables) */
  bodyIncludes?: string;
}

export interface Fault extends FaultSpec {
  id: number;
  /** remaining applications; null = unlimited */
  remaining: number | null;
  hits: number;
  createdAt: string;
}

/** What to do to one request: the union of every fault that matched it. */
export interface FaultEffect {
  delayMs: number;
  status?: number;
  body?: unknown;
  malformed: boolean;
  ids: number[];
}

export function parseFaultSpec(input: unknown): FaultSpec | string {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return 'body must be a JSON object';
  const o = input as Record<string, unknown>;
  if (typeof o.prefix !== 'string' || !o.prefix.startsWith('/')) return '"prefix" must be a path starting with "/"';
  const spec: FaultSpec = { prefix: o.prefix };
  if (o.delayMs !== undefined) {
    if (!Number.isInteger(o.delayMs) || (o.delayMs as number) < 0 || (o.delayMs as number) > 120_000) return '"delayMs" must be an integer from 0 to 120000';
    spec.delayMs = o.delayMs as number;
  }
  if (o.status !== undefined) {
    if (!Number.isInteger(o.status) || (o.status as number) < 100 || (o.status as number) > 599) return '"status" must be an HTTP status code';
    spec.status = o.status as number;
  }
  if (o.malformed !== undefined) {
    if (typeof o.malformed !== 'boolean') return '"malformed" must be a boolean';
    spec.malformed = o.malformed;
  }
  if (o.times !== undefined) {
    if (!Number.isInteger(o.times) || (o.times as number) < 1) return '"times" must be a positive integer';
    spec.times = o.times as number;
  }
  if (o.operation !== undefined) {
    if (typeof o.operation !== 'string' || !o.operation) return '"operation" must be a non-empty string';
    spec.operation = o.operation;
  }
  if (o.bodyIncludes !== undefined) {
    if (typeof o.bodyIncludes !== 'string' || !o.bodyIncludes) return '"bodyIncludes" must be a non-empty string';
    spec.bodyIncludes = o.bodyIncludes;
  }
  if (o.body !== undefined) spec.body = o.body;
  if (!spec.delayMs && spec.status === undefined && !spec.malformed) return 'a fault needs "delayMs", "status" or "malformed"';
  return spec;
}

export class Faults {
  private faults: Fault[] = [];
  private seq = 0;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: ++this.seq, remaining: spec.times ?? null, hits: 0, createdAt: new Date().toISOString() };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  /** Consumes one application of every fault matching the request. */
  take(path: string, operation: string | undefined, body = ''): FaultEffect | null {
    const hit = this.faults.filter(
      (f) =>
        path.startsWith(f.prefix) &&
        (!f.operation || f.operation === operation) &&
        (!f.bodyIncludes || body.includes(f.bodyIncludes)),
    );
    if (hit.length === 0) return null;
    const effect: FaultEffect = { delayMs: 0, malformed: false, ids: [] };
    for (const f of hit) {
      f.hits++;
      if (f.remaining !== null) f.remaining--;
      effect.ids.push(f.id);
      effect.delayMs = Math.max(effect.delayMs, f.delayMs ?? 0);
      if (f.status !== undefined && effect.status === undefined) {
        effect.status = f.status;
        effect.body = f.body;
      }
      effect.malformed ||= f.malformed ?? false;
    }
    this.faults = this.faults.filter((f) => f.remaining === null || f.remaining > 0);
    return effect;
  }
}
