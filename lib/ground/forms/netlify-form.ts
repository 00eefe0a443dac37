/**
 * The form handler's Netlify shape, as the browser sends it and the server
 * reads it (lib/services/forms.ts): `form-name`, the registered fields, the
 * reCAPTCHA token and the honeypot, which people never see and bots fill in.
 * One module for both sides, so the field names cannot drift.
 */
export const FORM_NAME_FIELD = 'form-name';
export const HONEYPOT_FIELD = 'bot-field';
export const RECAPTCHA_FIELD = 'g-recaptcha-response';

/** A submission for POST /api/forms: multipart, so the browser sets the boundary (and a file can travel). */
export function netlifyFormData(
  formName: string,
  fields: Readonly<Record<string, string>>,
  recaptchaToken: string,
  file?: { field: string; file: File },
): FormData {
  const data = new FormData();
  data.append(FORM_NAME_FIELD, formName);
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append(file.field, file.file, file.file.name);
  data.append(RECAPTCHA_FIELD, recaptchaToken);
  data.append(HONEYPOT_FIELD, '');
  return data;
}
