import { formBody, json, noContent, type Handler, type Reply } from '../http.ts';
import type { Router } from '../router.ts';
import { FORM_MAX_BYTES } from '../services/forms/definitions.ts';
import type { FormStore } from '../services/forms/store.ts';
import { acceptSubmission } from '../services/forms/submission.ts';

const html = (status: number, title: string, text: string): Reply => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><p>${text}</p></body></html>`,
});

const THANKS = () => html(200, 'Form submitted', 'Thank you! Your form submission has been received.');

/**
 * POST /forms: the Netlify-style form handler (services.md §4). urlencoded or multipart, `form-name` must be a
 * registered form, 8 MB per request, honeypot submissions answered 200 but never stored.
 */
function submitHandler(store: FormStore): Handler {
  return async (req) => {
    const type = String(req.headers['content-type'] ?? '');
    if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
      return html(415, 'Unsupported form encoding', 'Send the form as application/x-www-form-urlencoded or multipart/form-data.');
    }
    if (req.body.length > FORM_MAX_BYTES) return html(413, 'Submission too large', 'Form submissions are limited to 8 MB.');
    const form = await formBody(req);
    if (!form) return html(400, 'Malformed form', 'The form body could not be read.');
    const accepted = await acceptSubmission(form);
    if (accepted.kind === 'unknown-form') return html(404, 'Form not found', 'There is no form with this name on this site.');
    if (accepted.kind === 'keep') store.add(accepted.formName, accepted.data, accepted.uploads);
    return THANKS();
  };
}

export function addFormRoutes(router: Router, store: FormStore): void {
  router
    .add('POST', '/forms', submitHandler(store))
    .add('GET', '/__emulator/forms', (req) => json(200, { submissions: store.list(req.query.get('name') || undefined) }))
    .add('DELETE', '/__emulator/forms', () => {
      store.clear();
      return noContent();
    });
}
