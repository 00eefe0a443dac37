import { randomUUID } from 'node:crypto';
import { AlgoliaError, badParam } from './errors.ts';
import type { Rec } from './filters.ts';

/**
 * A record as Algolia stores it: a JSON object whose `objectID` is a string (numbers are turned into strings;
 * records saved without one get a generated id).
 */
export function toRecord(body: unknown, objectID?: string): Rec {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badParam('Record must be a JSON object');
  const rec = structuredClone(body) as Rec;
  const given = objectID ?? rec.objectID;
  if (given !== undefined && typeof given !== 'string' && typeof given !== 'number') throw badParam('objectID must be a string or a number');
  const id = given === undefined || given === '' ? randomUUID().replace(/-/g, '').slice(0, 16) : String(given);
  return { ...rec, objectID: id };
}

export function objectIdOf(body: unknown, action: string): string {
  const id = body && typeof body === 'object' ? (body as Rec).objectID : undefined;
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '') throw badParam(`${action}: objectID is required`);
  return String(id);
}

type BuiltIn = { _operation: string; value?: unknown };
const isBuiltIn = (v: unknown): v is BuiltIn =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v) && typeof (v as BuiltIn)._operation === 'string';

/** A partial update: attributes replaced, or changed by Algolia's built-in operations (Increment, Add, …). */
export function applyPartial(current: Rec, attributes: Rec): Rec {
  const next: Rec = structuredClone(current);
  for (const [key, v] of Object.entries(attributes)) {
    if (key === 'objectID') continue;
    if (!isBuiltIn(v)) {
      next[key] = structuredClone(v);
      continue;
    }
    const list = Array.isArray(next[key]) ? [...(next[key] as unknown[])] : next[key] === undefined ? [] : [next[key]];
    const same = (x: unknown) => JSON.stringify(x) === JSON.stringify(v.value);
    switch (v._operation) {
      case 'Increment':
      case 'Decrement': {
        if (typeof v.value !== 'number') throw badParam(`${v._operation} on "${key}" needs a numeric value`);
        const base = typeof next[key] === 'number' ? (next[key] as number) : 0;
        next[key] = v._operation === 'Increment' ? base + v.value : base - v.value;
        break;
      }
      case 'Add': next[key] = [...list, v.value]; break;
      case 'AddUnique': next[key] = list.some(same) ? list : [...list, v.value]; break;
      case 'Remove': next[key] = list.filter((x) => !same(x)); break;
      default: throw new AlgoliaError(400, `The emulator does not support the partial update operation "${v._operation}"`);
    }
  }
  return next;
}
