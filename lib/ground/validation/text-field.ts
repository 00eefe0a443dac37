import * as z from '../zod';

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph
 * separators. A single-line field keeps none of them: a CR/LF in a name
 * would start a new line in the mail or header the form handler or the
 * platform builds from it.
 */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
/** The same, less the tab and the line feed a message may hold. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** A control character becomes a space, so "Ada\r\nBcc: …" stays one visible line. */
export const singleLine = (value: string): string => value.replace(CONTROL, ' ');

/** Line breaks as one \n (CR/LF, CR, the Unicode separators); other control characters dropped. */
export const multiLine = (value: string): string =>
  value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROL_BUT_LINES, '');

/** A single-line string field: control characters replaced before any other check (then the given trim, lengths…). */
export function lineString(message?: string, ...checks: z.core.$ZodCheck<string>[]) {
  return z.string(message).check(z.overwrite(singleLine), ...checks);
}

/**
 * A form text field as the validation schemas read it: one line, trimmed,
 * and a missing or non-string value counts as empty, so a malformed request
 * gets the same keyed message, in the same form order, as an empty field
 * instead of a generic type error.
 */
export function textField() {
  return z.catch(lineString(undefined, z.trim()), '');
}

/** A multi-line text field (a message): line breaks kept, other control characters dropped, trimmed. */
export function textAreaField() {
  return z.catch(z.string().check(z.overwrite(multiLine), z.trim()), '');
}

/**
 * A password: kept exactly as typed (trimming would silently change the
 * credential), missing or non-string counts as empty.
 */
export function secretField() {
  return z.catch(z.string(), '');
}

/** Blank after trimming: what the forms treat as "not filled in". */
export const isBlank = (value: string): boolean => value.trim() === '';

/** zod's email pattern: a single source for every form that checks the format. */
export const isEmail = (value: string): boolean => z.regexes.email.test(value);
