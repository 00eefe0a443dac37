import { DEV_SECRETS, LOCAL_IMAGE_HOST } from '../../scripts/env.mjs';
import { PUBLISHED_SECRET_DEFAULTS, type PublishedSecret } from './secret-defaults';

export { PUBLISHED_SECRET_DEFAULTS, type PublishedSecret };

/**
 * Secret values anyone can read in this repository, and the rule that keeps
 * them off a real deployment. Two sets are published:
 *  - the schema's defaults (./secret-defaults.ts; docs/configuration.md shows them):
 *    refused whenever APP_ENV=production, so a forgotten variable cannot
 *    fall back to one;
 *  - the local emulator's secrets (scripts/env.mjs, which hands them to
 *    `npm start`, the browser tests and the emulator): refused whenever
 *    the store is not the local emulator, so
 *    `npm start` keeps working in production mode while a deployment that
 *    copied them stops.
 * Both sets are refused against a real store, whatever APP_ENV says.
 */

/** The local emulator's secrets, by variable (the image host's URL carries no port: see secretPart). */
export const LOCAL_EMULATOR_SECRETS: Readonly<Record<PublishedSecret | 'SHOPIFY_STOREFRONT_PRIVATE_TOKEN' | 'CUSTOMER_ACCOUNT_CLIENT_SECRET' | 'SHOPIFY_ADMIN_TOKEN', string>> = {
  ...DEV_SECRETS,
  CLOUDINARY_URL: LOCAL_IMAGE_HOST,
};

type Checked = keyof typeof LOCAL_EMULATOR_SECRETS;

/** Every secret setting checked, in the order its problems are told. */
export const CHECKED_SECRETS: readonly Checked[] = [...(Object.keys(PUBLISHED_SECRET_DEFAULTS) as PublishedSecret[]), 'SHOPIFY_STOREFRONT_PRIVATE_TOKEN', 'CUSTOMER_ACCOUNT_CLIENT_SECRET', 'SHOPIFY_ADMIN_TOKEN'];

export interface SecretSettings extends Record<PublishedSecret, string> {
  APP_ENV: string;
  POSTAL_API: string;
  SHOPIFY_STORE_URL: string;
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN?: string;
  CUSTOMER_ACCOUNT_CLIENT_SECRET?: string;
  SHOPIFY_ADMIN_TOKEN?: string;
  PUNCHOUT_BUYERS?: string;
}

/**
 * What makes a value secret: the image host's URL is `cloudinary://KEY:SECRET@CLOUD?…`,
 * and the same key pair behind another upload_prefix or cloud is the same
 * published credential, so it is compared by KEY:SECRET alone.
 */
function secretPart(name: Checked, value: string | undefined): string | undefined {
  if (value === undefined || name !== 'CLOUDINARY_URL') return value;
  return /^cloudinary:\/\/([^@\s]+)@/.exec(value)?.[1] ?? value;
}

/**
 * True when the store is the local emulator: a loopback store URL. The
 * host is read after WHATWG normalisation, so `127.1` or `0x7f.0.0.1` count
 * as loopback and `127.0.0.1.example.com` does not.
 */
export function isLocalStore(storeUrl: string): boolean {
  let host: string;
  try {
    host = new URL(storeUrl).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Whether a secret is in use at all (the USPS v3 secret matters only while the v3 API is). */
function inUse(name: Checked, cfg: SecretSettings): boolean {
  if (name === 'USPS_CLIENT_SECRET') return cfg.POSTAL_API === 'v3';
  if (name === 'SHOPIFY_STOREFRONT_PRIVATE_TOKEN') return cfg.SHOPIFY_STOREFRONT_PRIVATE_TOKEN !== undefined;
  if (name === 'CUSTOMER_ACCOUNT_CLIENT_SECRET') return cfg.CUSTOMER_ACCOUNT_CLIENT_SECRET !== undefined;
  if (name === 'SHOPIFY_ADMIN_TOKEN') return cfg.SHOPIFY_ADMIN_TOKEN !== undefined;
  return true;
}

/**
 * One message per variable holding a published secret where it must not
 * (empty when none). A missing secret counts: it falls back to its
 * published default.
 */
export function unsafeSecretProblems(cfg: SecretSettings): string[] {
  const realStore = !isLocalStore(cfg.SHOPIFY_STORE_URL);
  return CHECKED_SECRETS.filter((name) => inUse(name, cfg)).flatMap((name) => {
    const value = secretPart(name, cfg[name]);
    if ((cfg.APP_ENV === 'production' || realStore) && name in PUBLISHED_SECRET_DEFAULTS
      && value === secretPart(name, PUBLISHED_SECRET_DEFAULTS[name as PublishedSecret])) {
      return [`${name} is missing or set to its published development default; set a secret of your own.`];
    }
    if (realStore && value === secretPart(name, LOCAL_EMULATOR_SECRETS[name])) {
      return [`${name} is set to the local emulator's secret published in this repository (scripts/env.mjs) while SHOPIFY_STORE_URL is not the local emulator; set a secret of your own.`];
    }
    return [];
  }).concat(realStore && /local-emulator-/.test(cfg.PUNCHOUT_BUYERS ?? '')
    ? ["PUNCHOUT_BUYERS holds the local emulator's buyer secrets published in this repository (scripts/env.mjs) while SHOPIFY_STORE_URL is not the local emulator; give each buyer secrets of its own."]
    : []);
}

/** Throws, naming every offending variable, when unsafeSecretProblems finds any. */
export function assertSafeSecrets(cfg: SecretSettings): void {
  const problems = unsafeSecretProblems(cfg);
  if (problems.length) throw new Error(`Unsafe configuration: ${problems.join(' ')}`);
}
