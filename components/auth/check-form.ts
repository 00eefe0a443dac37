import type { z } from 'zod';

/** A form's values checked with its schema: the data, or the message key to show and the fields to mark. */
export type FormCheck<T> = { ok: true; data: T } | { ok: false; key: string; fields: string[] };

/**
 * Runs a lib/validation schema. Its issues come in the spec's order, so the
 * first one is the message shown (and its field gets the focus); every
 * field with an issue is marked invalid.
 */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues;
  const fields = [...new Set(issues.map((issue) => String(issue.path[0] ?? '')).filter(Boolean))];
  return { ok: false, key: issues[0]?.message ?? '', fields };
}
