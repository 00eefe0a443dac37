import type { CustomerStore } from '../../customers/store.ts';
import { esc, htmlDocument, pageHeaders } from '../../html/document.ts';
import type { Reply } from '../../http.ts';
import { ELIGIBLE_TAG, PENDING_TAG, senderOf } from './review.ts';
import type { Submission } from './store.ts';

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#eef1f4}
header{background:#24292f;color:#fff;padding:.75rem 1.5rem;font-weight:600}
main{max-width:60rem;margin:1.5rem auto;padding:1.5rem 2rem;background:#fff;border:1px solid #d0d7de;border-radius:.5rem}
h1{margin:0 0 .5rem;font-size:1.5rem}
h2{margin:0 0 .5rem;font-size:1.1rem}
.meta{margin:0;color:#57606a;font-size:.85rem;overflow-wrap:anywhere}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:.5rem 0 1rem;padding:0}
nav a{display:inline-block;padding:.25rem .6rem;border:1px solid #d0d7de;border-radius:1rem;font-size:.85rem;text-decoration:none}
nav a[aria-current=true]{background:#0969da;border-color:#0969da;color:#fff}
article{margin:1rem 0;padding:1rem 1.25rem;border:1px solid #d0d7de;border-radius:.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.15rem 1rem;margin:.5rem 0;font-size:.9rem;overflow-wrap:anywhere}
dt{font-weight:600}
dd{margin:0}
.review{margin:.75rem 0 0;font-weight:600}
.review.pending{color:#9a6700}
.review.approved{color:#1a7f37}
.review.rejected{color:#cf222e}
.notice{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid #1a7f37;border-radius:.375rem;background:#dafbe1}
.actions{display:flex;gap:.5rem;margin-top:.75rem}
form{margin:0}
button{font:inherit;font-weight:600;padding:.4rem .9rem;border:0;border-radius:.375rem;background:#1f883d;color:#fff;cursor:pointer}
button.reject{background:#cf222e}
button:focus-visible{outline:3px solid #0b3d91;outline-offset:2px}
a{color:#0969da}
`;

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name', lastName: 'Last name', companyName: 'Company', ein: 'EIN', addressLine1: 'Address line 1',
  addressLine2: 'Address line 2', city: 'City', state: 'State', zip: 'Zip', country: 'Country', phone: 'Phone', email: 'Email',
  name: 'Name', phoneNumber: 'Phone', message: 'Message',
};

/**
 * The shared page headers, but with the page's own origin on its posts: under no-referrer a browser sends
 * `Origin: null` with a form post, and the decision routes refuse posts they cannot tell are the page's.
 */
const headers = () => ({ ...pageHeaders(), 'referrer-policy': 'same-origin' });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function fields(s: Submission): string {
  const rows = Object.entries(s.data)
    .filter(([name]) => name !== 'customerId')
    .map(([name, value]) => `<dt>${esc(FIELD_LABELS[name] ?? name)}</dt><dd>${esc(value || '—')}</dd>`);
  const files = s.files.map((f) =>
    `<dt>Certificate</dt><dd><a href="/__emulator/forms/files/${esc(f.sha256)}" data-certificate>${esc(f.name)}</a> (${esc(kb(f.size))}, ${esc(f.type || 'no type')})</dd>`);
  return `<dl>${[...rows, ...files].join('')}</dl>`;
}

function sender(s: Submission, customers: CustomerStore): string {
  if (s.formName !== 'tax-form') return '';
  const c = senderOf(s, customers);
  if (!c) return '<p class="meta">Sent without a signed-in customer: nobody to tag.</p>';
  return `<p class="meta" data-customer>Customer ${esc(c.id)} (${esc(c.email)}), tags now: <code data-tags>${esc(c.tags.join(', ') || 'none')}</code></p>`;
}

const REVIEW_TEXT = {
  pending: `Pending review: the customer is tagged ${PENDING_TAG}.`,
  approved: `Approved: ${PENDING_TAG} removed, ${ELIGIBLE_TAG} added.`,
  rejected: `Rejected: ${PENDING_TAG} removed.`,
} as const;

function review(s: Submission): string {
  if (!s.review) return '';
  const when = s.reviewedAt ? ` <span class="meta">(${esc(s.reviewedAt)})</span>` : '';
  const state = `<p class="review ${esc(s.review)}" data-review="${esc(s.review)}">${esc(REVIEW_TEXT[s.review])}${when}</p>`;
  if (s.review !== 'pending') return state;
  const action = (decision: 'approve' | 'reject', label: string) =>
    `<form method="post" action="/__emulator/forms/${esc(s.id)}/${decision}"><button type="submit"${decision === 'reject' ? ' class="reject"' : ''}>${esc(label)}</button></form>`;
  return `${state}\n<div class="actions">${action('approve', 'Approve')}${action('reject', 'Reject')}</div>`;
}

function article(s: Submission, customers: CustomerStore): string {
  const title = s.formName === 'tax-form' ? 'Tax form' : s.formName === 'contact' ? 'Contact form' : s.formName;
  return `<article id="submission-${esc(s.id)}" aria-labelledby="submission-${esc(s.id)}-title" data-submission="${esc(s.id)}">
<h2 id="submission-${esc(s.id)}-title">${esc(title)} #${esc(s.id)}</h2>
<p class="meta">Received <time datetime="${esc(s.createdAt)}">${esc(s.createdAt)}</time></p>
${fields(s)}
${sender(s, customers)}
${review(s)}
</article>`;
}

function filters(current: string | undefined): string {
  const links = [['All', ''], ['Tax forms', 'tax-form'], ['Contact', 'contact']].map(([label, name]) =>
    `<li><a href="/__emulator/forms${name ? `?name=${name}` : ''}" aria-current="${(current ?? '') === name}">${esc(label)}</a></li>`);
  return `<nav aria-label="Forms"><ul>${links.join('')}</ul></nav>`;
}

/**
 * The form handler's submissions, newest first, as a reviewer reads them: each form's fields, the
 * certificate to open, the tax form's sender with their tags now, and Approve / Reject while it is pending.
 * `notice` says what the last decision did.
 */
export function formsPage(submissions: Submission[], customers: CustomerStore, opts: { name?: string; notice?: string } = {}): Reply {
  const notice = opts.notice ? `<p class="notice" role="status">${esc(opts.notice)}</p>\n` : '';
  const list = submissions.length ? submissions.map((s) => article(s, customers)).join('\n') : '<p>No submissions yet.</p>';
  const body = `<h1>Form submissions</h1>
<p class="meta">What the form handler received. Approving a tax form makes its customer ${ELIGIBLE_TAG} through the tagging service; rejecting only removes ${PENDING_TAG}.</p>
${filters(opts.name)}
${notice}${list}`;
  const html = htmlDocument({ lang: 'en', title: 'Form submissions (emulator)', css: CSS, banner: '<header>Form handler (emulator)</header>', body });
  return { status: 200, headers: headers(), body: html };
}

/** A page that only says why a decision was not made. */
export function reviewProblemPage(status: number, message: string): Reply {
  const body = `<h1>Not reviewed</h1>\n<p>${esc(message)}</p>\n<p><a href="/__emulator/forms?name=tax-form">Back to the tax forms</a></p>`;
  const html = htmlDocument({ lang: 'en', title: 'Not reviewed (emulator)', css: CSS, banner: '<header>Form handler (emulator)</header>', body });
  return { status, headers: headers(), body: html };
}
