/**
 * Small readers for untrusted JSON (bodies, stored states, the product definition posted by a host page):
 * each throws a DesignInputError naming the offending field, which the routes answer as a 4xx.
 */
export class DesignInputError extends Error {
  constructor(message: string, readonly status = 400) {
    super(message);
    this.name = 'DesignInputError';
  }
}

export type Obj = Record<string, unknown>;

export function obj(value: unknown, field: string): Obj {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new DesignInputError(`${field} must be an object`);
  return value as Obj;
}

export function arr(value: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw new DesignInputError(`${field} must be an array`);
  if (value.length > max) throw new DesignInputError(`${field} has more than ${max} entries`);
  return value;
}

export function num(value: unknown, field: string, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < min || n > max) throw new DesignInputError(`${field} must be a number from ${min} to ${max}`);
  return n;
}

export function str(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.length > max) throw new DesignInputError(`${field} must be a string of at most ${max} characters`);
  return value;
}

export function bool(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw new DesignInputError(`${field} must be a boolean`);
  return value;
}

export function oneOf<T extends string>(value: unknown, field: string, options: readonly T[]): T {
  if (typeof value !== 'string' || !options.includes(value as T)) throw new DesignInputError(`${field} must be one of ${options.join(', ')}`);
  return value as T;
}

export function hexColor(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value)) throw new DesignInputError(`${field} must be a #rrggbb colour`);
  return value.toLowerCase();
}
