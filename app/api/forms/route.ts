import { clientIp, problem, reply } from '@/lib/account/http';
import { isCrossOrigin } from '@/lib/security/origin';
import { log } from '@/lib/log';
import { readBounded } from '@/lib/http/body';
import { forwardForm, RECAPTCHA_ACTIONS, readForm } from '@/lib/services/forms';
import { verifyRecaptcha } from '@/lib/services/recaptcha';
import { englishMessage } from '@/lib/validation/english';

/** The form handler's 8 MB request limit plus room for the fields and multipart framing. */
export const MAX_FORM_BODY_BYTES = 9 * 1024 * 1024;

const FAILED = 'The form could not be sent. Please try again.';
const tooLarge = () => problem(413, 'too_large', 'The form is too large.');

/**
 * POST /api/forms: the contact and tax forms (spec accounts §7 "Form
 * handler"), multipart or urlencoded in the Netlify shape. Checked here
 * (fields with the islands' schemas, the certificate by content, reCAPTCHA)
 * and only then forwarded to FORMS_URL. 200 {ok:true}; 400 {error:'invalid',
 * field, message} or {error:'recaptcha'}; 413; 403 cross-site; 502
 * form_failed. A filled honeypot gets 200 and is dropped.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossOrigin(request)) return problem(403, 'forbidden', 'Cross-site requests are not allowed.');
  try {
    const read = await readBounded(request, MAX_FORM_BODY_BYTES);
    if (!read.ok) return read.reason === 'too-large' ? tooLarge() : problem(400, 'invalid', 'The form could not be read.');
    let form: FormData;
    try {
      const headers = { 'content-type': request.headers.get('content-type') ?? '' };
      form = await new Request(request.url, { method: 'POST', headers, body: read.bytes }).formData();
    } catch {
      return problem(400, 'invalid', 'The form could not be read.');
    }

    const reading = await readForm(form);
    switch (reading.kind) {
      case 'unknown-form':
        return problem(400, 'invalid', 'Unknown form.', { field: 'form-name' });
      case 'spam':
        log.info('forms.honeypot');
        return reply(200, { ok: true });
      case 'invalid':
        return problem(reading.tooLarge ? 413 : 400, 'invalid', englishMessage(reading.messageKey), { field: reading.field });
    }

    const { submission, recaptchaToken } = reading;
    const action = RECAPTCHA_ACTIONS[submission.form];
    const verdict = recaptchaToken ? await verifyRecaptcha(recaptchaToken, action, clientIp(request)) : null;
    if (!verdict?.ok) {
      log.info('forms.recaptcha.refused', { form: submission.form, reason: verdict?.reason ?? 'missing' });
      return problem(400, 'recaptcha', englishMessage('recaptcha'));
    }
    return (await forwardForm(submission)) ? reply(200, { ok: true }) : problem(502, 'form_failed', FAILED);
  } catch (error) {
    log.error('forms.route.failed', { error });
    return problem(502, 'form_failed', FAILED);
  }
}
