import { z } from 'zod';

/**
 * A form text field as the validation schemas read it: trimmed, and a missing
 * or non-string value counts as empty, so a malformed request gets the same
 * keyed message, in the same spec order, as an empty field instead of a
 * generic type error.
 */
export function textField() {
  return z.string().trim().catch('');
}

/**
 * A password: kept exactly as typed (trimming would silently change the
 * credential), missing or non-string counts as empty.
 */
export function secretField() {
  return z.string().catch('');
}

/** Blank after trimming: what the forms treat as "not filled in". */
export const isBlank = (value: string): boolean => value.trim() === '';

/** zod's email pattern: a single source for every form that checks the format. */
export const isEmail = (value: string): boolean => z.regexes.email.test(value);
