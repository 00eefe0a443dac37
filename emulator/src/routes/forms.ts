import type { CustomerStore } from '../customers/store.ts';
import { formBody, json, noContent, type Handler, type Reply, type Req } from '../http.ts';
import type { Router } from '../router.ts';
import { FORM_MAX_BYTES } from '../services/forms/definitions.ts';
import { formsPage, reviewProblemPage } from '../services/forms/page.ts';
import { decideTaxForm, ELIGIBLE_TAG, PENDING_TAG, senderOf, type Decision } from '../services/forms/review.ts';
import type { FormStore, Submission } from '../services/forms/store.ts';
import { acceptSubmission } from '../services/forms/submission.ts';

const html = (status: number, title: string, text: string): Reply => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><p>${text}</p></body></html>`,
});

const THANKS = () => html(200, 'Form submitted', 'Thank you! Your form submission has been received.');

/**
 * POST /forms: the Netlify-style form handler. urlencoded or multipart, `form-name` must be a
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
    if (accepted.kind === 'keep') store.add(accepted.formName, accepted.data, accepted.uploads, accepted.reviewed);
    return THANKS();
  };
}

/** A browser (Accept: text/html) gets the reviewer's page; scripts and tests get JSON. */
const wantsPage = (req: Req) => /\btext\/html\b/i.test(String(req.headers.accept ?? ''));

function decisionNotice(s: Submission, customers: CustomerStore): string | undefined {
  const c = senderOf(s, customers);
  const who = c ? `customer ${c.id} (${c.email})` : 'its customer';
  if (s.review === 'approved') return `Tax form #${s.id} approved: ${PENDING_TAG} removed and ${ELIGIBLE_TAG} added to ${who}.`;
  if (s.review === 'rejected') return `Tax form #${s.id} rejected: ${PENDING_TAG} removed from ${who}.`;
  return undefined;
}

/** GET /__emulator/forms[?name=][&reviewed=id]: the submissions, as JSON or as the reviewer's page. */
function listHandler(store: FormStore, customers: CustomerStore): Handler {
  return (req) => {
    const name = req.query.get('name') || undefined;
    const submissions = store.list(name);
    if (!wantsPage(req)) return json(200, { submissions });
    const reviewed = Number(req.query.get('reviewed'));
    const decided = Number.isSafeInteger(reviewed) ? store.byId(reviewed) : null;
    return formsPage(submissions, customers, { name, notice: decided ? decisionNotice(decided, customers) : undefined });
  };
}

/** A form posted from another site must not decide anything: the page's own forms carry its origin. */
function crossSite(req: Req): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** POST /__emulator/forms/:id/approve|reject: the decision, then back to the tax forms (303) with what it did. */
function decideHandler(store: FormStore, customers: CustomerStore, decision: Decision): Handler {
  return (req) => {
    if (crossSite(req)) return reviewProblemPage(403, 'A review can only be posted from the forms page itself.');
    const id = Number(req.params.id);
    const outcome = Number.isSafeInteger(id) ? decideTaxForm(store, customers, id, decision) : null;
    if (!outcome?.ok) {
      const status = outcome?.status ?? 404;
      const message = outcome?.message ?? 'There is no such form submission.';
      return wantsPage(req) ? reviewProblemPage(status, message) : json(status, { error: message });
    }
    if (!wantsPage(req)) return json(200, { submission: outcome.submission, customer: { id: outcome.customer.id, tags: outcome.customer.tags } });
    return { status: 303, headers: { location: `/__emulator/forms?name=tax-form&reviewed=${id}#submission-${id}` }, body: '' };
  };
}

/** GET /__emulator/forms/files/:sha256: a stored upload (the certificate), for the reviewer to read. */
function fileHandler(store: FormStore): Handler {
  return (req) => {
    const sha256 = req.params.sha256 ?? '';
    const bytes = store.file(sha256);
    if (!bytes) return json(404, { error: 'No such file' });
    const meta = store.list().flatMap((s) => s.files).find((f) => f.sha256 === sha256);
    const type = meta?.type === 'application/pdf' ? 'application/pdf' : 'application/octet-stream';
    return {
      status: 200,
      headers: { 'content-type': type, 'content-disposition': 'inline', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' },
      body: bytes,
    };
  };
}

export function addFormRoutes(router: Router, store: FormStore, customers: CustomerStore): void {
  router
    .add('POST', '/forms', submitHandler(store))
    .add('GET', '/__emulator/forms', listHandler(store, customers))
    .add('GET', '/__emulator/forms/files/:sha256', fileHandler(store))
    .add('POST', '/__emulator/forms/:id/approve', decideHandler(store, customers, 'approved'))
    .add('POST', '/__emulator/forms/:id/reject', decideHandler(store, customers, 'rejected'))
    .add('DELETE', '/__emulator/forms', () => {
      store.clear();
      return noContent();
    });
}
