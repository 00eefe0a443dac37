import 'server-only';
import { log } from '../../ground/log';
import { verifyRecaptcha, type RecaptchaAction } from '../../services/recaptcha';
import { problem } from '../../ground/http/reply';
import { clientIp } from '../../ground/client-ip';
import { REPLY } from '../../domain/account/replies';

/** The longest token we pass on to siteverify (Google's are ~2 KB). */
const MAX_TOKEN_LENGTH = 8192;

/** The body's `recaptchaToken`, when it is a plausible one. */
export function recaptchaTokenOf(body: unknown): string | null {
  const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).recaptchaToken : undefined;
  return typeof token === 'string' && token.trim() !== '' && token.length <= MAX_TOKEN_LENGTH ? token.trim() : null;
}

/**
 * A reCAPTCHA must be verified, before any side effect:
 * null when the body's token passes siteverify for `action` (score and action
 * checked by lib/services/recaptcha), else 400
 * `{ error: 'recaptcha', message: 'Please verify recaptcha' }`.
 */
export async function recaptchaRefusal(request: Request, body: unknown, action: RecaptchaAction): Promise<Response | null> {
  const token = recaptchaTokenOf(body);
  const verdict = token ? await verifyRecaptcha(token, action, clientIp(request)) : { ok: false as const, reason: 'missing' };
  if (verdict.ok) return null;
  log.info('recaptcha.refused', { action, reason: verdict.reason });
  return problem(400, 'recaptcha', REPLY.recaptcha);
}
