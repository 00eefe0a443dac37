import 'server-only';
import type { z } from 'zod';
import { config } from '../ground/config';
import { UpstreamError, upstream } from '../ground/http/upstream';
import { log } from '../ground/log';
import { isReadablePdf } from '../ground/validation/pdf-document';
import { contactFormSchema, type ContactFormInput } from '../ground/validation/contact-form';
import { TAX_FORM_FIELDS, TAX_FORM_MAX_FILE_BYTES, taxFormFieldsSchema, type TaxFormFields } from '../ground/validation/tax-form';
import type { RecaptchaAction } from './recaptcha';
import { FORM_NAME_FIELD, HONEYPOT_FIELD, RECAPTCHA_FIELD } from '../ground/forms/netlify-form';

/**
 * The site's two forms, posted in the
 * Netlify shape: `form-name`, the fields, the honeypot `bot-field` and the
 * reCAPTCHA token. readForm checks a submission the way the islands do (the
 * same zod schemas, so the same first message); forwardForm hands a checked
 * one to the form handler at FORMS_URL: urlencoded for the contact form,
 * multipart with the PDF for the tax form.
 */

export const FORM_NAMES = ['contact', 'tax-form'] as const;
export type FormName = (typeof FORM_NAMES)[number];

export { HONEYPOT_FIELD, RECAPTCHA_FIELD } from '../ground/forms/netlify-form';
export const RECAPTCHA_ACTIONS: Readonly<Record<FormName, RecaptchaAction>> = { contact: 'contact', 'tax-form': 'tax_form' };
/** Google's tokens are about 2 KB; anything far longer is not one. */
const MAX_TOKEN_LENGTH = 8192;
const DEFAULT_FILE_NAME = 'tax-exemption-certificate.pdf';

export interface TaxFormFile {
  name: string;
  bytes: ArrayBuffer;
}

/** The field naming the tax form's sender for whoever reviews it: set by our server from the session, never read from the browser. */
export const TAX_FORM_CUSTOMER_FIELD = 'customerId';

export type FormSubmission =
  | { form: 'contact'; fields: ContactFormInput }
  /** `customerId`: the tagging service's id of the signed-in sender, when there is one. */
  | { form: 'tax-form'; fields: TaxFormFields; file: TaxFormFile; customerId?: string };

export type FormReading =
  | { kind: 'unknown-form' }
  /** the honeypot is filled: answer as if accepted, send nothing */
  | { kind: 'spam' }
  /** `messageKey` is a Validation message key; `tooLarge` for a certificate over TAX_FORM_MAX_FILE_BYTES */
  | { kind: 'invalid'; field: string; messageKey: string; tooLarge?: boolean }
  | { kind: 'valid'; submission: FormSubmission; recaptchaToken: string | null };

const isFormName = (value: unknown): value is FormName => FORM_NAMES.includes(value as FormName);

function textOf(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

function firstIssue(error: z.core.$ZodError): Extract<FormReading, { kind: 'invalid' }> {
  const issue = error.issues[0];
  return { kind: 'invalid', field: String(issue?.path[0] ?? ''), messageKey: issue?.message ?? 'recaptcha' };
}

/** A file name safe to pass on: no path, no control characters, a .pdf ending (the content was checked to be one). */
function safeFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-100);
  if (!base) return DEFAULT_FILE_NAME;
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

async function readCertificate(form: FormData): Promise<TaxFormFile | Extract<FormReading, { kind: 'invalid' }>> {
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) return { kind: 'invalid', field: 'file', messageKey: 'taxForm.file' };
  if (file.size > TAX_FORM_MAX_FILE_BYTES) return { kind: 'invalid', field: 'file', messageKey: 'taxForm.fileTooLarge', tooLarge: true };
  const bytes = await file.arrayBuffer();
  // Parsed, not named: a renamed file, an empty or truncated PDF, a PDF without a page is refused.
  if (!(await isReadablePdf(new Uint8Array(bytes)))) return { kind: 'invalid', field: 'file', messageKey: 'taxForm.file' };
  return { name: safeFileName(file instanceof File ? file.name : ''), bytes };
}

export async function readForm(form: FormData): Promise<FormReading> {
  const formName = form.get(FORM_NAME_FIELD);
  if (!isFormName(formName)) return { kind: 'unknown-form' };
  if ((textOf(form, HONEYPOT_FIELD) ?? '').trim() !== '') return { kind: 'spam' };
  const rawToken = textOf(form, RECAPTCHA_FIELD)?.trim() ?? '';
  const recaptchaToken = rawToken !== '' && rawToken.length <= MAX_TOKEN_LENGTH ? rawToken : null;

  if (formName === 'contact') {
    const parsed = contactFormSchema.safeParse({
      name: textOf(form, 'name'),
      email: textOf(form, 'email'),
      phoneNumber: textOf(form, 'phoneNumber'),
      message: textOf(form, 'message'),
    });
    if (!parsed.success) return firstIssue(parsed.error);
    return { kind: 'valid', submission: { form: 'contact', fields: parsed.data }, recaptchaToken };
  }

  const parsed = taxFormFieldsSchema.safeParse(Object.fromEntries(TAX_FORM_FIELDS.map((name) => [name, textOf(form, name)])));
  if (!parsed.success) return firstIssue(parsed.error);
  const file = await readCertificate(form);
  if ('kind' in file) return file;
  return { kind: 'valid', submission: { form: 'tax-form', fields: parsed.data, file }, recaptchaToken };
}

/** The Netlify-shaped request body: only `form-name` and the registered fields. */
export function netlifyBody(submission: FormSubmission): URLSearchParams | FormData {
  const fields: Record<string, string> = { [FORM_NAME_FIELD]: submission.form, ...submission.fields };
  if (submission.form === 'contact') return new URLSearchParams(fields);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (submission.customerId) body.append(TAX_FORM_CUSTOMER_FIELD, submission.customerId);
  body.append('file', new Blob([submission.file.bytes], { type: 'application/pdf' }), submission.file.name);
  return body;
}

/** Posts a checked submission to FORMS_URL; false (logged with context, never the shopper's data) when it did not arrive. */
export async function forwardForm(submission: FormSubmission): Promise<boolean> {
  const { FORMS_URL: url, UPSTREAM_TIMEOUT_MS } = config();
  try {
    // fetch sets the urlencoded or multipart (with boundary) Content-Type from the body.
    await upstream('forms', url, { method: 'POST', body: netlifyBody(submission), headers: { Accept: 'text/html' } }, { timeoutMs: UPSTREAM_TIMEOUT_MS });
    return true;
  } catch (error) {
    // upstream() logged the call; this line names the form whose message was lost.
    log.error('forms.forward.failed', { form: submission.form, url, status: error instanceof UpstreamError ? error.status : null, kind: error instanceof UpstreamError ? error.kind : null });
  }
  return false;
}
