import type { ZodSafeParseResult } from 'zod';

/** The first issue of a failed parse (the one the form shows, spec order) as its field and message key. */
export function firstIssue(result: ZodSafeParseResult<unknown>): { field: string | null; key: string } | null {
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const field = issue.path[0];
  return { field: typeof field === 'string' ? field : null, key: issue.message };
}
