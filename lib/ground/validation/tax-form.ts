import * as z from '../zod';
import { hasPdfFrame } from './pdf';
import { lineString } from './text-field';

/**
 * The tax form: the text fields
 * in the form's order, plus the rules for the attached certificate. Company
 * name and address line 2 are not validated beyond a length cap. Messages
 * are keys of messages.Validation.
 */

const EIN = /^\d{2}-?\d{7}$/;
const ZIP = /^\d{5}(?:[-\s]\d{4})?$/;
/** Digits with an optional leading plus, parentheses, spaces, dots and dashes. */
const PHONE = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 };

const required = (key: string, max = 200) => lineString(key, z.trim(), z.minLength(1, key), z.maxLength(max, key));
const optional = (max = 200) => z._default(lineString(undefined, z.trim(), z.maxLength(max)), '');

export const taxFormFieldsSchema = z.object({
  firstName: required('taxForm.firstName', 100),
  lastName: required('taxForm.lastName', 100),
  companyName: optional(),
  ein: lineString('taxForm.ein', z.trim(), z.regex(EIN, 'taxForm.ein')),
  addressLine1: required('taxForm.address'),
  addressLine2: optional(),
  city: required('taxForm.city', 100),
  state: required('taxForm.state', 100),
  zip: lineString('taxForm.zip', z.trim(), z.regex(ZIP, 'taxForm.zip')),
  country: required('taxForm.country', 100),
  phone: lineString(
    'taxForm.phone',
    z.trim(),
    z.regex(PHONE, 'taxForm.phone'),
    z.refine((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    }, 'taxForm.phone'),
  ),
  email: z.pipe(
    lineString('taxForm.email', z.trim(), z.minLength(1, 'taxForm.email')),
    z.email('taxForm.email').check(z.maxLength(254, 'taxForm.email')),
  ),
});

export type TaxFormFieldsInput = z.input<typeof taxFormFieldsSchema>;
export type TaxFormFields = z.output<typeof taxFormFieldsSchema>;
/** The form's text field names, in the form's order (also the multipart field names). */
export const TAX_FORM_FIELDS = Object.keys(taxFormFieldsSchema.shape) as (keyof TaxFormFields)[];

/** The largest certificate accepted (the form handler's own limit for a tax-form upload). */
export const TAX_FORM_MAX_FILE_BYTES = 8_000_000;

/**
 * The certificate as the browser holds it, checked last: present, within
 * the size limit, and a whole PDF by its
 * content (./pdf.ts: header, cross-reference section and %%EOF), so a
 * renamed file or a truncated download is refused before it is sent. The
 * server parses it in full as well. `readBytes` reads a file (a FileReader
 * in the browser).
 */
export function certificateSchema(readBytes: (file: Blob) => Promise<Uint8Array>) {
  return z.custom<File | null>().check(
    z.superRefine(async (file, ctx) => {
      if (!file || file.size === 0) ctx.addIssue({ code: 'custom', message: 'taxForm.file' });
      else if (file.size > TAX_FORM_MAX_FILE_BYTES) ctx.addIssue({ code: 'custom', message: 'taxForm.fileTooLarge' });
      else if (!hasPdfFrame(await readBytes(file))) ctx.addIssue({ code: 'custom', message: 'taxForm.file' });
    }),
  );
}
