import * as z from '@/lib/ground/zod';
import { certificateSchema, TAX_FORM_FIELDS, taxFormFieldsSchema, type TaxFormFields } from '@/lib/ground/validation/tax-form';
import { netlifyFormData } from '@/lib/ground/forms/netlify-form';
import { readFileBytes } from './file-bytes';

/** The tax form as the account box fills it in: the fields in the form's order, then the certificate. */
export const taxFormSchema = z.extend(taxFormFieldsSchema, { file: certificateSchema(readFileBytes) });

/** What the tax form holds between openings: a failed submission reopens with everything still filled in. */
export type TaxDraft = z.input<typeof taxFormSchema>;

/** A fresh form: the customer's name and email filled in, the country the United States (the tax box is US-only). */
export function emptyTaxDraft(customer: { firstName: string; lastName: string; email: string }): TaxDraft {
  const fields = Object.fromEntries(TAX_FORM_FIELDS.map((f) => [f, ''])) as Record<keyof TaxFormFields, string>;
  const { firstName, lastName, email } = customer;
  return { ...fields, firstName, lastName, email, country: 'United States', file: null };
}

/**
 * The form handler's Netlify shape: the form name, the fields,
 * the certificate, the recaptcha token and an empty honeypot.
 */
export function taxFormData(fields: TaxFormFields, file: File, recaptchaToken: string): FormData {
  const values = Object.fromEntries(TAX_FORM_FIELDS.map((name) => [name, fields[name]]));
  return netlifyFormData('tax-form', values, recaptchaToken, { field: 'file', file });
}
