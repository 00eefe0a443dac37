'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from '@/lib/ground/zod';

/** A form over a lib/ground/validation schema: what the fields hold (input) and what a valid submission hands over (output). */
export type ZodForm<S extends z.core.$ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * react-hook-form over a lib/ground/validation schema. The schemas carry message
 * keys of the `Validation` namespace and report issues in the form's order;
 * the form checks on submit only (messages stay until the next submission),
 * keeps the first issue of each field, and leaves the focus to <Form>,
 * which sends it to the first issue's field rather than to the first field
 * in the page.
 */
export function useZodForm<S extends z.core.$ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    criteriaMode: 'firstError',
    shouldFocusError: false,
  });
}
