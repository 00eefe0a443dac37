import type { z } from 'zod';

/**
 * A JSON record read back from a store, or null when it is absent, is not
 * JSON, or is not of `shape`: a record another build wrote, or a corrupt one,
 * is treated as missing rather than failing the request.
 */
export function parseRecord<S extends z.ZodType>(raw: string | null, shape: S): z.infer<S> | null {
  if (raw === null) return null;
  try {
    const parsed = shape.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
