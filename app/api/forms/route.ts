import { formsContract } from '@/lib/edge/api/contracts/forms';
import { requestScope, route, type RouteInput } from '@/lib/edge/api/server';
import { clientIp } from '@/lib/ground/client-ip';
import { taxFormStanding, taxFormTag } from '@/lib/domain/account/tax-review';
import { config } from '@/lib/ground/config';
import { offersTaxExemption } from '@/lib/domain/account/tax-exempt';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { log } from '@/lib/ground/log';
import { readBounded } from '@/lib/ground/http/body';
import { forwardForm, RECAPTCHA_ACTIONS, readForm } from '@/lib/services/forms';
import { verifyRecaptcha } from '@/lib/services/recaptcha';
import { addCustomerTags, taggingCustomerId } from '@/lib/services/tagging';
import { CustomerTokenRefused } from '@/lib/services/shopify/customer';
import { customerAccounts } from '@/lib/domain/account/customer-accounts';
import { platformSession } from '@/lib/edge/session/server';
import { englishMessage } from '@/lib/ground/validation/english';

/** The form handler's 8 MB request limit plus room for the fields and multipart framing. */
const MAX_FORM_BODY_BYTES = 9 * 1024 * 1024;

const FAILED = 'The form could not be sent. Please try again.';
const UNREADABLE = 'The form could not be read.';
const tooLarge = (fail: RouteInput<typeof formsContract>['fail']) => fail(413, 'too_large', 'The form is too large.');

/** The signed-in customer sending a tax form, on a storefront that offers tax exemption; null otherwise. */
async function taxFormSender(request: Request): Promise<{ id: string; tags: string[] } | null> {
  const session = await platformSession(request);
  if (!session) return null;
  const { tenant, context } = requestScope(request);
  if (!offersTaxExemption(tenant.kind === 'site' ? tenant.id : null)) return null;
  try {
    const { details } = await customerAccounts().loadCustomer(context, session.token);
    return { id: details.id, tags: details.tags };
  } catch (error) {
    if (!(error instanceof CustomerTokenRefused)) log.error('forms.tax_form.customer_failed', { tenantKey: tenant.key, error });
    return null;
  }
}

/**
 * Tags the sender once the form handler has the form (lib/domain/account/tax-review.ts):
 * tax_exempt_pending with review on, tax_exempt_eligible with it off. Only
 * here, for the customer of the request's live session: no browser call can
 * add either tag (/api/tagging/add-customer-tags refuses every tag). A
 * failure is logged and answered as not tagged: the form itself did arrive.
 */
async function tagTaxFormSender(sender: { id: string; tags: string[] } | null): Promise<{ tagged: boolean; pending: boolean }> {
  if (!sender) return { tagged: false, pending: false };
  const tag = taxFormTag(config().TAX_EXEMPT_REVIEW, sender.tags);
  if (!tag) return taxFormStanding(sender.tags);
  try {
    return taxFormStanding((await addCustomerTags(sender.id, [tag])).tags);
  } catch (error) {
    log.error('forms.tax_form.tag_failed', { tag, error });
    return { tagged: false, pending: false };
  }
}

/**
 * POST /api/forms: the contact and tax forms (the form handler),
 * multipart or urlencoded in the Netlify shape. Checked here
 * (fields with the islands' schemas, the certificate by content, reCAPTCHA)
 * and only then forwarded to FORMS_URL, a tax form with its signed-in
 * sender's id for the reviewer. 200 {ok:true}, for the tax form
 * {ok:true, tagged, pending}: the sender is now eligible (`tagged`) or
 * waits for review (`pending`); 400 {error:'invalid', field,
 * message} or {error:'recaptcha'}; 413; 403 cross-site; 429 rate_limited
 * (30 per client address in 10 minutes, counted before the body is read);
 * 502 form_failed. A filled honeypot gets 200 and is dropped. The contract
 * has no body: the form is read here, as multipart, not as JSON.
 */
export const POST = route(formsContract, { event: 'forms.route' }, async ({ request, ok, fail }) => {
  try {
    const limit = await checkRateLimit(request, 'forms');
    if (limit.refused) return limit.refused;
    const read = await readBounded(request, MAX_FORM_BODY_BYTES);
    if (!read.ok) return read.reason === 'too-large' ? tooLarge(fail) : fail(400, 'invalid', UNREADABLE);
    let form: FormData;
    try {
      const headers = { 'content-type': request.headers.get('content-type') ?? '' };
      form = await new Request(request.url, { method: 'POST', headers, body: read.bytes }).formData();
    } catch {
      return fail(400, 'invalid', UNREADABLE);
    }

    const reading = await readForm(form);
    switch (reading.kind) {
      case 'unknown-form':
        return fail(400, 'invalid', 'Unknown form.', { field: 'form-name' });
      case 'spam':
        log.info('forms.honeypot');
        return ok({ ok: true });
      case 'invalid':
        return fail(reading.tooLarge ? 413 : 400, 'invalid', englishMessage(reading.messageKey), { field: reading.field });
    }

    const { submission, recaptchaToken } = reading;
    const action = RECAPTCHA_ACTIONS[submission.form];
    const verdict = recaptchaToken ? await verifyRecaptcha(recaptchaToken, action, clientIp(request)) : null;
    if (!verdict?.ok) {
      log.info('forms.recaptcha.refused', { form: submission.form, reason: verdict?.reason ?? 'missing' });
      return fail(400, 'recaptcha', englishMessage('recaptcha'));
    }
    const sender = submission.form === 'tax-form' ? await taxFormSender(request) : null;
    const forwarded = sender && submission.form === 'tax-form' ? { ...submission, customerId: taggingCustomerId(sender.id) } : submission;
    if (!(await forwardForm(forwarded))) return fail(502, 'form_failed', FAILED);
    if (submission.form !== 'tax-form') return ok({ ok: true });
    return ok({ ok: true, ...(await tagTaxFormSender(sender)) });
  } catch (error) {
    log.error('forms.route.failed', { error });
    return fail(502, 'form_failed', FAILED);
  }
});
