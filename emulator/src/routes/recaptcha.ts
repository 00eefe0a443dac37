import { badRequest, json, jsonBody, type Handler } from '../http.ts';
import type { Router } from '../router.ts';
import { recaptchaClientScript } from '../services/recaptcha/clientScript.ts';
import { ACTION, type RecaptchaTokens } from '../services/recaptcha/tokens.ts';

export interface RecaptchaDeps {
  tokens: RecaptchaTokens;
  /** the secret siteverify accepts */
  secret: string;
}

const GLOBAL_NAME = /^[A-Za-z_$][\w$]{0,100}$/;

/** GET /recaptcha/api.js?render=KEY[&onload=fn]: the stand-in grecaptcha (never cached: its key changes per process). */
export function scriptHandler(tokens: RecaptchaTokens): Handler {
  return (req) => {
    const render = req.query.get('render');
    const onload = req.query.get('onload');
    const body = recaptchaClientScript({
      clientKey: tokens.clientKey,
      siteKey: render && render !== 'explicit' ? render : null,
      onload: onload && GLOBAL_NAME.test(onload) ? onload : null,
    });
    return { status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' }, body };
  };
}

/**
 * POST /recaptcha/api/siteverify (form-encoded secret, response, remoteip; query parameters work too, as at Google).
 * Always HTTP 200: {success, score, action, challenge_ts, hostname} or {success:false, 'error-codes':[…]}.
 */
export function siteverifyHandler({ tokens, secret }: RecaptchaDeps): Handler {
  return (req) => {
    const params = new URLSearchParams(req.query);
    for (const [k, v] of new URLSearchParams(req.body.toString('utf8'))) params.set(k, v);
    const errors: string[] = [];
    const given = params.get('secret');
    if (!given) errors.push('missing-input-secret');
    else if (given !== secret) errors.push('invalid-input-secret');
    const response = params.get('response');
    if (!response) errors.push('missing-input-response');
    // A refused secret must not spend the shopper's token.
    if (errors.length > 0 || !response) return json(200, { success: false, 'error-codes': errors });
    const redeemed = tokens.redeem(response);
    if (!redeemed.ok) return json(200, { success: false, 'error-codes': [redeemed.code] });
    return json(200, {
      success: true,
      score: redeemed.score,
      action: redeemed.action,
      challenge_ts: redeemed.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      hostname: 'localhost',
    });
  };
}

/** POST /__emulator/recaptcha/tokens {action, score?}: a valid token without a browser, for server-side tests. */
function issueHandler(tokens: RecaptchaTokens): Handler {
  return (req) => {
    const body = jsonBody(req) as { action?: unknown; score?: unknown } | undefined;
    if (typeof body?.action !== 'string' || !ACTION.test(body.action)) return badRequest('"action" must be letters, digits, "_" or "/"');
    if (body.score !== undefined && (typeof body.score !== 'number' || body.score < 0 || body.score > 1)) {
      return badRequest('"score" must be a number from 0 to 1');
    }
    return json(201, { token: tokens.issue(body.action, body.score) });
  };
}

export function addRecaptchaRoutes(router: Router, deps: RecaptchaDeps): void {
  router
    .add('GET', '/recaptcha/api.js', scriptHandler(deps.tokens))
    .add('POST', '/recaptcha/api/siteverify', siteverifyHandler(deps))
    .add('POST', '/__emulator/recaptcha/tokens', issueHandler(deps.tokens));
}
