'use client';

import { useMemo, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldErrorsInOrder } from './errors';
import { fieldId, FormIdsContext } from './FormContext';
import styles from './Form.module.css';

export interface FormProps<TIn extends FieldValues, TOut> {
  /** From useZodForm. */
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Prefix of the field ids (`${id}-${name}`) and the error region's (`${id}-error`). */
  id: string;
  /** A valid submission, parsed by the schema (trimmed). The form is busy until it settles. */
  onSubmit: (data: TOut) => void | Promise<void>;
  /** After a refused submission, before the focus moves: may add errors (setError). */
  onInvalid?: (errors: FieldErrors<TIn>) => void;
  /** Added to the form's grid (a class setting `--form-gap` changes its spacing). */
  className?: string;
  children: ReactNode;
}

/**
 * A form of the app: the browser's validation bubbles off (the schema's
 * messages show in <FormErrors>), a second submission ignored while one
 * runs, and after a refused one the focus on the field of the first issue.
 */
export function Form<TIn extends FieldValues, TOut>({ form, id, onSubmit, onInvalid, className, children }: FormProps<TIn, TOut>) {
  const ids = useMemo(() => ({ id, errorId: `${id}-error` }), [id]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (form.formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(onSubmit, (errors) => {
      onInvalid?.(errors);
      const first = fieldErrorsInOrder(form.formState.errors)[0] ?? fieldErrorsInOrder(errors)[0];
      if (first) focusField(form, id, first.name);
    })(event);
  };

  return (
    <FormProvider {...form}>
      <FormIdsContext.Provider value={ids}>
        <form className={className ? `${styles.form} ${className}` : styles.form} onSubmit={submit} noValidate>
          {children}
        </form>
      </FormIdsContext.Provider>
    </FormProvider>
  );
}

/** Focuses a field: through react-hook-form when it registered the input, else by its id. */
export function focusField<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, formId: string, name: string): void {
  const before = document.activeElement;
  form.setFocus(name as Path<T>);
  if (document.activeElement === before) document.getElementById(fieldId(formId, name))?.focus();
}
