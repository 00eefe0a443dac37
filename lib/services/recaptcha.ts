import 'server-only';
import { z } from 'zod';
import { config } from '../ground/config';
import { UpstreamError, upstream } from '../ground/http/upstream';
import { log } from '../ground/log';

/**
 * Server-side reCAPTCHA v3 check: the token the browser got
 * from grecaptcha.execute(siteKey, {action}) is sent to siteverify with our
 * secret. It passes only when Google says success, the action is the one the
 * form asked for (a token minted for another form is not reusable here) and
 * the score reaches RECAPTCHA_MIN_SCORE. Anything else, including siteverify
 * being unreachable, fails closed: a form that cannot prove a human is refused.
 */

/** The actions the islands execute with (PLAN: one per protected form). */
export type RecaptchaAction = 'login' | 'register' | 'contact_information' | 'address' | 'tax_form' | 'contact';

export type RecaptchaFailure =
  /** no token to check */
  | 'missing'
  /** siteverify said no (unknown, reused or expired token; bad secret) */
  | 'rejected'
  /** a token minted for another action */
  | 'action_mismatch'
  /** below RECAPTCHA_MIN_SCORE, or no score at all (not a v3 token) */
  | 'low_score'
  /** siteverify unreachable, slow, or answering something else */
  | 'unavailable';

export type RecaptchaVerdict = { ok: true; score: number } | { ok: false; reason: RecaptchaFailure };

const SiteverifyReply = z.object({
  success: z.boolean(),
  score: z.number().min(0).max(1).optional(),
  action: z.string().optional(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** These mean our configuration is wrong, not that the visitor is a bot. */
const CONFIG_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

export async function verifyRecaptcha(token: string, action: RecaptchaAction, remoteIp?: string): Promise<RecaptchaVerdict> {
  if (token.trim() === '') return { ok: false, reason: 'missing' };
  const cfg = config();
  const url = cfg.RECAPTCHA_VERIFY_URL;
  const form = new URLSearchParams({ secret: cfg.RECAPTCHA_SECRET_KEY, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);

  let body: unknown;
  try {
    const reply = await upstream('recaptcha', url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }, { timeoutMs: cfg.UPSTREAM_TIMEOUT_MS });
    body = reply.json();
  } catch (error) {
    // upstream() logged the call's failure; this line says a form was refused for it.
    log.error('recaptcha.verify.unavailable', { action, url, status: error instanceof UpstreamError ? error.status : null, kind: error instanceof UpstreamError ? error.kind : null });
    return { ok: false, reason: 'unavailable' };
  }

  const parsed = SiteverifyReply.safeParse(body);
  if (!parsed.success) {
    log.error('recaptcha.verify.unavailable', { action, url, problem: 'unexpected reply', issues: parsed.error.issues.map((i) => i.message) });
    return { ok: false, reason: 'unavailable' };
  }
  const reply = parsed.data;
  if (!reply.success) {
    const errorCodes = reply['error-codes'] ?? [];
    if (errorCodes.some((c) => CONFIG_ERRORS.has(c))) log.error('recaptcha.verify.misconfigured', { action, url, errorCodes });
    else log.info('recaptcha.verify.rejected', { action, errorCodes });
    return { ok: false, reason: 'rejected' };
  }
  if (reply.action !== action) {
    log.warn('recaptcha.verify.action_mismatch', { action, tokenAction: reply.action });
    return { ok: false, reason: 'action_mismatch' };
  }
  if (reply.score === undefined || reply.score < cfg.RECAPTCHA_MIN_SCORE) {
    log.info('recaptcha.verify.low_score', { action, score: reply.score, minScore: cfg.RECAPTCHA_MIN_SCORE });
    return { ok: false, reason: 'low_score' };
  }
  return { ok: true, score: reply.score };
}
