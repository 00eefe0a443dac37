import { randomInt } from 'node:crypto';
import type { CartMetafieldRec } from '../checkout/types.ts';

/** Where a key without a namespace lands ("the default app-reserved namespace"), and where `metafield(key:)` looks. */
export const APP_NAMESPACE = '$app';

/** `namespace.key` (composite) or a plain key in the app-reserved namespace. */
export function splitKey(key: string, namespace?: string | null): { namespace: string; key: string } {
  if (namespace) return { namespace, key };
  const dot = key.indexOf('.');
  return dot > 0 ? { namespace: key.slice(0, dot), key: key.slice(dot + 1) } : { namespace: APP_NAMESPACE, key };
}

export const findMetafield = (list: CartMetafieldRec[], namespace: string, key: string): CartMetafieldRec | undefined =>
  list.find((m) => m.namespace === namespace && m.key === key);

const BOOLEAN = /^(true|false)$/;
const VALUE_CHECKS: Record<string, (v: string) => boolean> = {
  single_line_text_field: (v) => !/[\r\n]/.test(v),
  multi_line_text_field: () => true,
  boolean: (v) => BOOLEAN.test(v),
  number_integer: (v) => /^-?\d+$/.test(v),
  number_decimal: (v) => /^-?\d+(\.\d+)?$/.test(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
  date_time: (v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)),
  color: (v) => /^#[0-9a-f]{6}$/i.test(v),
  url: (v) => /^(https?|mailto|sms|tel):/i.test(v),
  json: (v) => { try { JSON.parse(v); return true; } catch { return false; } },
};
/** Types accepted without a value check (money, measurements, references, lists, …). */
const OTHER_TYPES = new Set(['money', 'rating', 'dimension', 'volume', 'weight', 'rich_text_field', 'link', 'id']);
const knownType = (t: string) => t in VALUE_CHECKS || OTHER_TYPES.has(t) || t.endsWith('_reference') || t.startsWith('list.');

/** MetafieldsSetUserError entries (without the index, which the caller adds) for one input. */
export function metafieldProblem(input: { key: string; type: string; value: string }): { code: string; field: string; message: string } | null {
  const { key } = splitKey(input.key);
  if (!key.trim()) return { code: 'BLANK', field: 'key', message: "Key can't be blank" };
  if (key.length > 64) return { code: 'TOO_LONG', field: 'key', message: 'Key is too long (maximum is 64 characters)' };
  if (!knownType(input.type)) return { code: 'INVALID_TYPE', field: 'type', message: `Type '${input.type}' is not a valid metafield type` };
  if (!input.value.trim()) return { code: 'BLANK', field: 'value', message: "Value can't be blank" };
  if (VALUE_CHECKS[input.type] && !VALUE_CHECKS[input.type]!(input.value)) {
    return { code: 'INVALID_VALUE', field: 'value', message: `Value is invalid for type ${input.type}` };
  }
  return null;
}

/** Sets (creates or overwrites) one metafield on a list, returning the new list and the stored record. */
export function setMetafield(list: CartMetafieldRec[], input: { key: string; type: string; value: string }, now: string): { list: CartMetafieldRec[]; rec: CartMetafieldRec } {
  const { namespace, key } = splitKey(input.key);
  const old = findMetafield(list, namespace, key);
  const rec: CartMetafieldRec = old
    ? { ...old, type: input.type, value: input.value, updatedAt: now }
    : { id: randomInt(1_000_000_000, 2_000_000_000), namespace, key, type: input.type, value: input.value, createdAt: now, updatedAt: now };
  return { list: old ? list.map((m) => (m === old ? rec : m)) : [...list, rec], rec };
}
