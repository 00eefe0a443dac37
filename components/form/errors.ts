import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';

/** One error as react-hook-form stores it, found by walking its errors object. */
export interface FoundError {
  /** The field's dotted path ('' for a root error). */
  name: string;
  error: FieldError;
}

const isFieldError = (node: unknown): node is FieldError =>
  typeof node === 'object' && node !== null && typeof (node as { type?: unknown }).type === 'string';

/**
 * The field errors in the order they were set. zodResolver adds them in the
 * order of the schema's issues (the form's order), so the first one is the
 * message a form shows and the field that gets the focus. Root errors (the
 * server's answer) are left out: see rootMessages.
 */
export function fieldErrorsInOrder<T extends FieldValues>(errors: FieldErrors<T>): FoundError[] {
  const found: FoundError[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (isFieldError(node)) {
      found.push({ name: path.join('.'), error: node });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      if (path.length === 0 && key === 'root') continue;
      walk(child, [...path, key]);
    }
  };
  walk(errors, []);
  return found;
}

/**
 * The messages of the form's root errors (set by applyServerError): one, or
 * several when the server returned a list (kept in the error's `types`).
 */
export function rootMessages<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const messages: string[] = [];
  const visit = (error: unknown) => {
    if (!isFieldError(error)) return;
    const list = error.types ? Object.values(error.types).flat() : [];
    const texts = list.filter((m): m is string => typeof m === 'string' && m !== '');
    if (texts.length) messages.push(...texts);
    else if (error.message) messages.push(error.message);
  };
  const root = errors.root as (FieldError & Record<string, unknown>) | undefined;
  if (!root) return messages;
  visit(root);
  for (const [key, child] of Object.entries(root)) if (!['type', 'message', 'types', 'ref', 'root'].includes(key)) visit(child);
  return messages;
}

/** What the error region says: the first field error in schema order, else the root messages. */
export function shownMessages<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const first = fieldErrorsInOrder(errors)[0];
  if (first) return first.error.message ? [first.error.message] : [];
  return rootMessages(errors);
}

/**
 * Every field's message at once, in schema order (a message two fields share
 * said once), else the root messages: for long forms, where finding one
 * mistake per submission would take a submission per field.
 */
export function everyMessage<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const fields = fieldErrorsInOrder(errors).flatMap((found) => (found.error.message ? [found.error.message] : []));
  return fields.length ? [...new Set(fields)] : rootMessages(errors);
}
