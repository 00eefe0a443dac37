import { randomBytes, randomInt } from 'node:crypto';
import type { AuthRequest } from './authorizeRequest.ts';

/** A sign-in started at the authorize endpoint: the validated request, then the email and its one-time code. */
export interface Login {
  id: string;
  request: AuthRequest;
  email: string | null;
  code: string | null;
  /** wrong codes entered so far */
  attempts: number;
  expiresAt: number;
}

/** What an authorization code stands for until the token endpoint redeems it, once. */
export interface Grant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  scope: string;
  sid: string;
  customerId: number;
  expiresAt: number;
  used: boolean;
}

/** One signed-in browser: every token issued from its code belongs to it, and logout ends them all. */
export interface Session {
  sid: string;
  customerId: number;
  clientId: string;
  scope: string;
  nonce: string | null;
  authTime: number;
  ended: boolean;
}

interface IssuedToken {
  sid: string;
  expiresAt: number;
  /** refresh tokens only: set once a refresh grant has rotated it */
  rotated?: boolean;
}

/** Wrong one-time codes a sign-in may take before it has to start again. */
export const MAX_CODE_ATTEMPTS = 5;
/** A sign-in page left open this long has to start again. */
const LOGIN_TTL_MS = 15 * 60 * 1000;
/** Authorization codes are short-lived. */
export const GRANT_TTL_MS = 5 * 60 * 1000;
/** Refresh tokens live 30 days (the access token's lifetime is a setting). */
const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const random = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Sign-ins, codes, sessions and tokens, in memory: a restart signs everyone out, as a revoked key would.
 * Customers themselves live in the customer store.
 */
export class CustomerAccountSessions {
  private readonly logins = new Map<string, Login>();
  private readonly grants = new Map<string, Grant>();
  private readonly sessions = new Map<string, Session>();
  private readonly accessTokens = new Map<string, IssuedToken>();
  private readonly refreshTokens = new Map<string, IssuedToken>();

  constructor(private readonly accessTtlMs: () => number) {}

  startLogin(request: AuthRequest): Login {
    this.prune();
    const login: Login = { id: random(16), request, email: null, code: null, attempts: 0, expiresAt: Date.now() + LOGIN_TTL_MS };
    this.logins.set(login.id, login);
    return login;
  }

  /** A live sign-in, else null (unknown, expired, or finished). */
  login(id: string): Login | null {
    const login = this.logins.get(id);
    if (!login || login.expiresAt <= Date.now()) return null;
    return login;
  }

  /** A fresh 6-digit code for the email; any earlier code of this sign-in stops working. */
  sendCode(login: Login, email: string): string {
    login.email = email;
    login.code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    login.attempts = 0;
    return login.code;
  }

  endLogin(id: string): void {
    this.logins.delete(id);
  }

  /** Starts a session for the customer and hands out the authorization code that will open it. */
  grant(login: Login, customerId: number): string {
    const r = login.request;
    const session: Session = {
      sid: random(16), customerId, clientId: r.clientId, scope: r.scope, nonce: r.nonce, authTime: Math.floor(Date.now() / 1000), ended: false,
    };
    this.sessions.set(session.sid, session);
    const code = random(24);
    this.grants.set(code, {
      clientId: r.clientId, redirectUri: r.redirectUri, codeChallenge: r.codeChallenge, nonce: r.nonce, scope: r.scope,
      sid: session.sid, customerId, expiresAt: Date.now() + GRANT_TTL_MS, used: false,
    });
    this.endLogin(login.id);
    return code;
  }

  grantFor(code: string): Grant | null {
    return this.grants.get(code) ?? null;
  }

  session(sid: string): Session | null {
    return this.sessions.get(sid) ?? null;
  }

  /** A new access and refresh token for a live session. */
  issueTokens(sid: string): { accessToken: string; refreshToken: string; expiresIn: number } {
    const accessTtl = this.accessTtlMs();
    const accessToken = `shcat_${random(24)}`;
    const refreshToken = `shcrt_${random(24)}`;
    this.accessTokens.set(accessToken, { sid, expiresAt: Date.now() + accessTtl });
    this.refreshTokens.set(refreshToken, { sid, expiresAt: Date.now() + REFRESH_TTL_MS });
    return { accessToken, refreshToken, expiresIn: Math.round(accessTtl / 1000) };
  }

  /** The session a live access token belongs to, else null (unknown, expired, or its session ended). */
  sessionForAccessToken(token: string): Session | null {
    return this.liveSession(this.accessTokens.get(token));
  }

  /**
   * Redeems a refresh token: its session, and the token is spent. A spent token coming back means it leaked,
   * so its whole session ends (`reused`).
   */
  redeemRefreshToken(token: string): { session: Session } | { reused: boolean } {
    const issued = this.refreshTokens.get(token);
    if (issued?.rotated) {
      this.endSession(issued.sid);
      return { reused: true };
    }
    const session = this.liveSession(issued);
    if (!session || !issued) return { reused: false };
    issued.rotated = true;
    return { session };
  }

  endSession(sid: string): void {
    const session = this.sessions.get(sid);
    if (session) session.ended = true;
  }

  /** Test hook: every access token of the customer's sessions is now expired. Returns how many. */
  expireAccessTokens(customerId: number): number {
    let n = 0;
    for (const t of this.accessTokens.values()) {
      if (this.sessions.get(t.sid)?.customerId === customerId && t.expiresAt > Date.now()) {
        t.expiresAt = Date.now() - 1000;
        n++;
      }
    }
    return n;
  }

  /** Test hook: every authorization code not yet redeemed is now expired. Returns how many. */
  expireGrants(): number {
    let n = 0;
    for (const g of this.grants.values()) {
      if (!g.used && g.expiresAt > Date.now()) {
        g.expiresAt = Date.now() - 1000;
        n++;
      }
    }
    return n;
  }

  /** Forgets what can no longer be used, so a long-running emulator does not grow without end. */
  private prune(): void {
    const now = Date.now();
    for (const [id, login] of this.logins) if (login.expiresAt <= now) this.logins.delete(id);
    for (const [code, grant] of this.grants) if (grant.expiresAt <= now) this.grants.delete(code);
    for (const [token, t] of this.accessTokens) if (t.expiresAt <= now) this.accessTokens.delete(token);
    for (const [token, t] of this.refreshTokens) if (t.expiresAt <= now) this.refreshTokens.delete(token);
  }

  private liveSession(issued: IssuedToken | undefined): Session | null {
    if (!issued || issued.expiresAt <= Date.now()) return null;
    const session = this.sessions.get(issued.sid);
    return session && !session.ended ? session : null;
  }
}
