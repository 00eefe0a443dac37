'use client';

import { createContext, useContext } from 'react';

/** The ids a form gives its parts: fields are `${id}-${name}`, the error region `${id}-error`. */
export interface FormIds {
  id: string;
  errorId: string;
}

export const FormIdsContext = createContext<FormIds | null>(null);

export function useFormIds(): FormIds {
  const ids = useContext(FormIdsContext);
  if (!ids) throw new Error('Form fields must be rendered inside <Form>.');
  return ids;
}

export const fieldId = (formId: string, name: string) => `${formId}-${name}`;
