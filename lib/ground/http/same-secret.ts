import { timingSafeEqual } from 'node:crypto';

/** Whether a secret someone sent is the one configured, compared in constant time; a missing one never matches. */
export function sameSecret(given: string | null | undefined, expected: string | null | undefined): boolean {
  if (typeof given !== 'string' || typeof expected !== 'string' || expected === '') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
