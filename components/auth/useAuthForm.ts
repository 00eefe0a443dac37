'use client';

import { useState, type FormEvent } from 'react';
import { messageFor, type ValidationMessages } from '@/lib/validation/messages';

/**
 * What the three auth forms share: the field values, the messages in the
 * error region, the fields marked invalid, the busy flag, and focusing the
 * first invalid field.
 */
export function useAuthForm<F extends string>(formId: string, initial: Record<F, string>, messages: ValidationMessages) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const field = (name: F) => ({
    name,
    formId,
    value: values[name],
    invalid: invalid.has(name),
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  /**
   * Shows texts in the error region and marks `fields`. Focus goes to the
   * first of them, or to `focus` (a refused submission: the disabled submit
   * button has dropped the focus).
   */
  const fail = (texts: string[], fields: string[] = [], focus: string | undefined = fields[0]) => {
    setErrors(texts);
    setInvalid(new Set(fields));
    setBusy(false);
    // AuthField ids: `${formId}-${name}`.
    if (focus) document.getElementById(`${formId}-${focus}`)?.focus();
  };

  /** Shows the message of a validation key. */
  const failWith = (key: string, fields: string[] = [], focus?: string) =>
    fail([messageFor(messages, key)], fields, focus ?? fields[0]);

  /** Starts a submission: clears the messages and marks the form busy. False when one is already running. */
  const begin = (event: FormEvent): boolean => {
    event.preventDefault();
    if (busy) return false;
    setErrors([]);
    setInvalid(new Set());
    return true;
  };

  return { values, errors, busy, setBusy, field, fail, failWith, begin };
}
