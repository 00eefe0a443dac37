import crypto from 'node:crypto';

/**
 * reCAPTCHA v3 tokens of the stand-in. The browser script (clientScript.ts) mints them itself, so a page never
 * has to call the emulator from the browser (the app's CSP allows the script's origin for scripts only):
 *
 *   emu.<action>.<score × 100>.<issued at, ms since epoch in base 36>.<nonce, hex>.<HMAC-SHA256 hex>
 *
 * The HMAC is keyed with a random per-process key that the served script carries; it is not a secret from the
 * page (nothing is in a stand-in), it only makes arbitrary or edited strings fail like a forged Google token.
 * Like Google's, a token is good once and for two minutes.
 */
export const TOKEN_TTL_MS = 2 * 60 * 1000;
export const DEFAULT_SCORE = 0.9;
export const LOW_SCORE = 0.1;
/** Google: "Actions may only contain alphanumeric characters, slashes, and underscores." */
export const ACTION = /^[A-Za-z0-9_/]{0,100}$/;
/** a browser clock a little ahead of ours is not a forgery */
const CLOCK_SKEW_MS = 60 * 1000;

const TOKEN = /^emu\.([A-Za-z0-9_/]{0,100})\.(\d{1,3})\.([0-9a-z]{1,12})\.([0-9a-f]{16,64})\.([0-9a-f]{64})$/;

export type Redeemed =
  | { ok: true; action: string; score: number; issuedAt: Date }
  | { ok: false; code: 'invalid-input-response' | 'timeout-or-duplicate' };

export class RecaptchaTokens {
  /** embedded in the served script; a restart invalidates the tokens of open pages, as a new Google key would */
  readonly clientKey = crypto.randomBytes(32).toString('hex');
  /** nonce → when it may be forgotten (after that the token is expired anyway) */
  private readonly used = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** What the script computes; `score` in [0, 1], `issuedAt` in ms. Used by the admin hook and the tests. */
  issue(action: string, score = DEFAULT_SCORE, issuedAt = this.now()): string {
    if (!ACTION.test(action)) throw new Error(`invalid action "${action}"`);
    const body = `${action}.${Math.round(Math.min(1, Math.max(0, score)) * 100)}.${issuedAt.toString(36)}.${crypto.randomBytes(8).toString('hex')}`;
    return `emu.${body}.${this.sign(body)}`;
  }

  /** Checks and spends a token: a second redeem of the same token is a duplicate. */
  redeem(token: string): Redeemed {
    const m = TOKEN.exec(token);
    if (!m) return { ok: false, code: 'invalid-input-response' };
    const [, action, score, issued36, nonce, sig] = m as unknown as [string, string, string, string, string, string];
    const body = `${action}.${score}.${issued36}.${nonce}`;
    const expected = Buffer.from(this.sign(body), 'hex');
    const given = Buffer.from(sig, 'hex');
    const issuedAt = parseInt(issued36, 36);
    const now = this.now();
    if (!crypto.timingSafeEqual(expected, given) || Number(score) > 100 || issuedAt > now + CLOCK_SKEW_MS) {
      return { ok: false, code: 'invalid-input-response' };
    }
    this.forgetExpired(now);
    if (now - issuedAt > TOKEN_TTL_MS || this.used.has(nonce)) return { ok: false, code: 'timeout-or-duplicate' };
    this.used.set(nonce, issuedAt + TOKEN_TTL_MS + CLOCK_SKEW_MS);
    return { ok: true, action, score: Number(score) / 100, issuedAt: new Date(issuedAt) };
  }

  private sign(body: string): string {
    return crypto.createHmac('sha256', this.clientKey).update(body).digest('hex');
  }

  /** keeps the spent-nonce set bounded by what was redeemed in the last two minutes */
  private forgetExpired(now: number): void {
    for (const [nonce, until] of this.used) if (until < now) this.used.delete(nonce);
  }
}
