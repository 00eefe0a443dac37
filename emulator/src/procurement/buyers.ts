import crypto from 'node:crypto';

/**
 * The procurement buyers the emulator plays: the storefront's own
 * PUNCHOUT_BUYERS list (scripts/env.mjs gives both the same), so each buyer's
 * system here holds exactly the credentials the store expects of it.
 */

export interface BuyerCredential {
  domain: string;
  identity: string;
}

export interface Buyer {
  id: string;
  name: string;
  protocol: 'cxml' | 'oci' | 'json';
  tenant: string;
  returnUrls: string[];
  cxml?: { from: BuyerCredential; sender?: BuyerCredential; sharedSecret: string; to: BuyerCredential };
  oci?: { username?: string; password?: string; linkSecret?: string };
  json?: { secret: string };
}

/** The buyers of a PUNCHOUT_BUYERS value; anything that is not a list of buyers counts as none. */
export function parseBuyers(raw: string | undefined): Buyer[] {
  if (!raw?.trim().startsWith('[')) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? list.filter((b): b is Buyer => typeof b?.id === 'string' && ['cxml', 'oci', 'json'].includes(b?.protocol)) : [];
  } catch {
    return [];
  }
}

/** The tenant a storefront host serves (the local hosts' naming: `fr.`, `ca.`, `{id}.resellers.`, else the US site). */
export function tenantOfHost(host: string): string {
  const reseller = /^([a-z0-9-]+)\.resellers\./.exec(host);
  if (reseller) return `r-${reseller[1]}`;
  if (host.startsWith('fr.')) return 'fr';
  if (host.startsWith('ca.')) return 'ca';
  return 'us';
}

/** The storefront origin of `tenant`, beside the US origin `store` (same scheme and port). */
export function storeFor(tenant: string, store: string): string {
  const url = new URL(store);
  const base = url.hostname.replace(/^(?:fr|ca)\.|^[a-z0-9-]+\.resellers\./, '');
  const prefix = tenant === 'us' ? '' : tenant.startsWith('r-') ? `${tenant.slice(2)}.resellers.` : `${tenant}.`;
  return `${url.protocol}//${prefix}${base}${url.port ? `:${url.port}` : ''}`;
}

/** A start link's signature, as the storefront checks it: hex HMAC-SHA256 of `{buyer}\n{ts}\n{returnUrl}`. */
export function signStart(secret: string, buyer: string, returnUrl: string, now = Date.now()): { ts: string; sig: string } {
  const ts = Math.floor(now / 1000);
  return { ts: String(ts), sig: crypto.createHmac('sha256', secret).update(`${buyer}\n${ts}\n${returnUrl}`).digest('hex') };
}
