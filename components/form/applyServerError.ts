import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiFailure } from '@/lib/edge/api/client';

/** A refusal: an ApiFailure, or a code the form raises itself ({ error: 'recaptcha' } when no token came). */
export type ServerFailure = Pick<ApiFailure, 'error'> & Partial<Omit<ApiFailure, 'error'>>;

/** Where a refused submission's message goes. */
export interface ServerErrorPlacement<T extends FieldValues> {
  /** The field the failure is about: marked invalid, described by the message, focused. */
  field?: Path<T>;
  /**
   * A `Validation` key ('login.invalidCredentials', 'rateLimited') or text
   * already in the page's language; several (the platform's list) show as a
   * list. Default: the failure's own (English) message.
   */
  message?: string | readonly string[];
  /** Without a field: the input to focus (the disabled submit button has dropped the focus). */
  focus?: Path<T>;
}

/**
 * Shows a failure (an ApiFailure of lib/edge/api/client) on the form: on the field `fieldFor`
 * names, or in the error region as the form's root error. The root error is
 * cleared by the next submission.
 *
 *   applyServerError(form, result, (failure) =>
 *     failure.error === 'rate_limited' ? { message: 'rateLimited', focus: 'password' } : { message: failure.message });
 */
export function applyServerError<T extends FieldValues, F extends ServerFailure>(
  form: UseFormReturn<T, unknown, unknown>,
  failure: F,
  fieldFor: (failure: F) => ServerErrorPlacement<T> | null | undefined = () => undefined,
): void {
  const placement = fieldFor(failure) ?? {};
  const given = placement.message ?? failure.message ?? failure.error;
  const list = (typeof given === 'string' ? [given] : [...given]).filter((m) => m.trim() !== '');
  const messages = list.length ? list : [failure.error];
  if (placement.field) {
    form.setError(placement.field, { type: 'server', message: messages[0] }, { shouldFocus: true });
    return;
  }
  form.setError('root.server', {
    type: 'server',
    message: messages[0],
    types: messages.length > 1 ? Object.fromEntries(messages.map((m, i) => [`m${i}`, m])) : undefined,
  });
  if (placement.focus) form.setFocus(placement.focus);
}
