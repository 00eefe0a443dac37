import { z } from 'zod';
import { upstream } from '../../ground/http/upstream';
import { UspsError } from './types';

/**
 * USPS APIs v3 OAuth 2.0 client credentials. A token lasts
 * eight hours, USPS allows few calls, and asking for a new token may cancel
 * the previous one, so one token is shared by every lookup of the process:
 * it is reused until shortly before it expires, and a refresh in progress is
 * shared by everyone who needs a token meanwhile.
 */

export interface OAuthSettings {
  /** API base, e.g. https://apis.usps.com */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/** Refresh this long before USPS's expiry (or at 90% of a short lifetime), so a lookup never carries a dying token. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

const TokenReply = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive(),
});

export class UspsTokenSource {
  private current: { token: string; refreshAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly settings: OAuthSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** A live token: the cached one, the refresh already under way, or a new request. */
  token(): Promise<string> {
    if (this.current && this.now() < this.current.refreshAt) return Promise.resolve(this.current.token);
    this.pending ??= this.request().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /**
   * USPS refused `token` (401): forget it, unless another lookup already
   * replaced it, so a burst of 401s still leads to a single refresh.
   */
  invalidate(token: string): void {
    if (this.current?.token === token) this.current = null;
  }

  private async request(): Promise<string> {
    const { baseUrl, clientId, clientSecret, timeoutMs } = this.settings;
    const started = this.now();
    const reply = await upstream(
      'usps',
      `${baseUrl.replace(/\/$/, '')}/oauth2/v3/token`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials' }),
      },
      {
        timeoutMs,
        error: ({ kind, status, cause }) => {
          if (kind === 'malformed') return new UspsError('token_malformed', 'USPS token reply is not JSON', { kind, status });
          const reason = status === 401 ? 'token_refused' : 'token_unavailable';
          return new UspsError(reason, status === null ? 'USPS token request failed' : `USPS token request answered ${status}`, { kind, status, cause });
        },
      },
    );
    const parsed = TokenReply.safeParse(reply.json());
    if (!parsed.success) throw new UspsError('token_malformed', 'USPS token reply has no access_token/expires_in', { kind: 'malformed', status: reply.status });
    const lifetimeMs = parsed.data.expires_in * 1000;
    // Timed from when we asked, so a slow reply cannot stretch the token past USPS's own clock.
    const refreshAt = started + Math.max(lifetimeMs - REFRESH_MARGIN_MS, lifetimeMs * 0.9);
    this.current = { token: parsed.data.access_token, refreshAt };
    return parsed.data.access_token;
  }
}
