import crypto from 'node:crypto';

/** USPS APIs v3 OAuth 2.0 client credentials: opaque Bearer tokens valid for eight hours. */
export const TOKEN_LIFETIME_S = 8 * 60 * 60;

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  issued_at: number;
  expires_in: number;
  status: 'approved';
  scope: string;
  issuer: string;
  client_id: string;
  application_name: string;
  api_products: string;
  public_key: string;
}

export class UspsTokens {
  /** token → expiry (ms) */
  private readonly live = new Map<string, number>();
  /** how many tokens were issued: lets tests see that the app shares one token */
  issuedCount = 0;

  constructor(private readonly client: ClientCredentials, private readonly now: () => number = Date.now) {}

  credentialsMatch(clientId: string, clientSecret: string): boolean {
    const a = Buffer.from(`${clientId}\n${clientSecret}`);
    const b = Buffer.from(`${this.client.clientId}\n${this.client.clientSecret}`);
    return a.length === b.length && crypto.timingSafeEqual(a, b);
  }

  issue(): IssuedToken {
    const now = this.now();
    const token = crypto.randomBytes(24).toString('base64url');
    this.live.set(token, now + TOKEN_LIFETIME_S * 1000);
    this.issuedCount++;
    return {
      access_token: token,
      token_type: 'Bearer',
      issued_at: now,
      expires_in: TOKEN_LIFETIME_S,
      status: 'approved',
      scope: 'addresses',
      issuer: 'api.usps.com',
      client_id: this.client.clientId,
      application_name: 'Print storefront (emulator)',
      api_products: '[Public Access]',
      public_key: 'LS0tLS1CRUdJTiBQVUJMSUMgS0VZLS0tLS0=',
    };
  }

  isLive(token: string): boolean {
    const until = this.live.get(token);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.live.delete(token);
    return false;
  }

  /** The admin hook's "every token just expired", so a client's refresh-on-401 can be exercised. */
  revokeAll(): void {
    this.live.clear();
  }
}
