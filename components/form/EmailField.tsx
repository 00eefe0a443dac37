'use client';

import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField';

/**
 * An email address field: the email keyboard, and the address neither
 * capitalised nor spell-checked as it is typed. `autoComplete` says which
 * address it is ("username" where it signs in, "email" where it is given).
 */
export function EmailField<T extends FieldValues>(props: Omit<TextFieldProps<T>, 'type' | 'inputMode'>) {
  return <TextField<T> {...props} type="email" inputMode="email" autoCapitalize="none" spellCheck={false} />;
}
