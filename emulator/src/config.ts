import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the emulator reads from the environment and the command line, resolved once. */
export interface Settings {
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  storefrontToken: string;
  /** the private Storefront token it accepts as Shopify-Storefront-Private-Token (SHOPIFY_STOREFRONT_PRIVATE_TOKEN, as the app names it) */
  storefrontPrivateToken: string;
  /** the Admin API access token it accepts as X-Shopify-Access-Token (SHOPIFY_ADMIN_TOKEN, as the app names it) */
  adminToken: string;
  /** HMAC secret the app signs `Item Price` line attributes with; the hosted checkout verifies them */
  priceSigningSecret: string;
  /** the X-Tagging-Key the tagging service accepts (TAGGING_API_KEY, same default as the app's lib/ground/config.ts) */
  taggingApiKey: string;
  /** the X-CustomersCanvasAPIKey the design service accepts (DESIGNER_API_KEY, same default as the app's lib/ground/config.ts) */
  designerApiKey: string;
  /** the image host (Cloudinary stand-in): its one cloud, credentials and unsigned presets */
  imageHost: ImageHostSettings;
  /** the site search service (Algolia stand-in): its application, keys and the catalog's index */
  search: SearchSettings;
  /** the Customer Account API's one confidential client (the storefront) and its token lifetime */
  customerAccount: CustomerAccountSettings;
  products: number;
  reset: boolean;
  seedOnly: boolean;
  quiet: boolean;
}

export interface ImageHostSettings {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** upload presets an unsigned upload may name */
  unsignedPresets: string[];
}

export interface SearchSettings {
  /** ALGOLIA_APP_ID, same variable and default as the app */
  appId: string;
  /** ALGOLIA_SEARCH_KEY: may only search, as Algolia's search-only keys */
  searchKey: string;
  /** ALGOLIA_ADMIN_KEY: may do everything (indexing scripts) */
  adminKey: string;
  /** ALGOLIA_INDEX: the catalog's main index; its title-ascending replica is `{index}_title_asc` */
  index: string;
  /** RESELLER_IDS: a product whose handle starts `{id}-` is that reseller's (its record's `reseller`) */
  resellerIds: string[];
}

export interface CustomerAccountSettings {
  /** CUSTOMER_ACCOUNT_CLIENT_ID, same variable and default as the app */
  clientId: string;
  /** CUSTOMER_ACCOUNT_CLIENT_SECRET: the token endpoint's HTTP Basic password */
  clientSecret: string;
  /** CUSTOMER_ACCOUNT_CALLBACK_URL: the one registered redirect_uri, compared exactly */
  callbackUrl: string;
  /** CUSTOMER_ACCOUNT_LOGOUT_URL: the one registered post_logout_redirect_uri, compared exactly */
  logoutUrl: string;
  /** CUSTOMER_ACCOUNT_TOKEN_TTL: seconds an access token lives (its `expires_in`) */
  accessTokenTtlSeconds: number;
}

/** The emulator folder, found from this file so the default data dir does not depend on cwd. */
export const EMULATOR_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_TOKEN = 'emulator-storefront-token';
export const DEFAULT_PRIVATE_TOKEN = 'emulator-storefront-private-token';
/** the local runs' Admin API token (scripts/env.mjs DEV_SECRETS.SHOPIFY_ADMIN_TOKEN) */
export const DEFAULT_ADMIN_TOKEN = 'local-emulator-admin-api-token';
/** Same default as the app's PRICE_SIGNING_SECRET (lib/ground/config.ts), so both sides agree out of the box. */
export const DEFAULT_PRICE_SIGNING_SECRET = 'dev-price-signing-secret';
export const DEFAULT_TAGGING_API_KEY = 'emulator-tagging-key';
export const DEFAULT_DESIGNER_API_KEY = 'emulator-designer-key';
/** Same variable and credentials as the app's default, so an unconfigured app uploads to an unconfigured emulator. */
export const DEFAULT_CLOUDINARY_URL = 'cloudinary://local-image-key:local-image-secret@printshop';
export const DEFAULT_IMAGE_HOST_UNSIGNED_PRESETS = 'artwork_unsigned';
/** Same variables and defaults as the app's site search settings (lib/ground/config.ts). */
export const DEFAULT_ALGOLIA_APP_ID = 'EMULATOR';
export const DEFAULT_ALGOLIA_SEARCH_KEY = 'emulator-search-key';
export const DEFAULT_ALGOLIA_ADMIN_KEY = 'emulator-admin-key';
export const DEFAULT_ALGOLIA_INDEX = 'products';
export const DEFAULT_RESELLER_IDS = 'acme,northwind';
/** Same variables and defaults as the app's customer-account settings; the app on its default port 3000. */
export const DEFAULT_CUSTOMER_ACCOUNT_CLIENT_ID = 'emulator-customer-account-client';
export const DEFAULT_CUSTOMER_ACCOUNT_CLIENT_SECRET = 'emulator-customer-account-secret';
export const DEFAULT_CUSTOMER_ACCOUNT_CALLBACK_URL = 'http://localhost:3000/api/session/callback';
export const DEFAULT_CUSTOMER_ACCOUNT_LOGOUT_URL = 'http://localhost:3000/api/session/signed-out';
export const DEFAULT_CUSTOMER_ACCOUNT_TOKEN_TTL = 3600;

function customerAccountSettings(env: Record<string, string | undefined>): CustomerAccountSettings {
  const ttl = intSetting(env.CUSTOMER_ACCOUNT_TOKEN_TTL, 'CUSTOMER_ACCOUNT_TOKEN_TTL', DEFAULT_CUSTOMER_ACCOUNT_TOKEN_TTL);
  if (ttl < 1) throw new Error('CUSTOMER_ACCOUNT_TOKEN_TTL must be at least 1 (seconds)');
  return {
    clientId: env.CUSTOMER_ACCOUNT_CLIENT_ID || DEFAULT_CUSTOMER_ACCOUNT_CLIENT_ID,
    clientSecret: env.CUSTOMER_ACCOUNT_CLIENT_SECRET || DEFAULT_CUSTOMER_ACCOUNT_CLIENT_SECRET,
    callbackUrl: env.CUSTOMER_ACCOUNT_CALLBACK_URL || DEFAULT_CUSTOMER_ACCOUNT_CALLBACK_URL,
    logoutUrl: env.CUSTOMER_ACCOUNT_LOGOUT_URL || DEFAULT_CUSTOMER_ACCOUNT_LOGOUT_URL,
    accessTokenTtlSeconds: ttl,
  };
}

function searchSettings(env: Record<string, string | undefined>): SearchSettings {
  const index = env.ALGOLIA_INDEX || DEFAULT_ALGOLIA_INDEX;
  if (!/^[A-Za-z0-9_.-]+$/.test(index)) throw new Error(`ALGOLIA_INDEX must be an index name (letters, digits, _ . -), got "${index}"`);
  return {
    appId: env.ALGOLIA_APP_ID || DEFAULT_ALGOLIA_APP_ID,
    searchKey: env.ALGOLIA_SEARCH_KEY || DEFAULT_ALGOLIA_SEARCH_KEY,
    adminKey: env.ALGOLIA_ADMIN_KEY || DEFAULT_ALGOLIA_ADMIN_KEY,
    index,
    resellerIds: (env.RESELLER_IDS ?? DEFAULT_RESELLER_IDS).split(',').map((id) => id.trim()).filter(Boolean),
  };
}

/**
 * Reads the SDK's own `cloudinary://KEY:SECRET@CLOUD[?upload_prefix=…]` form. The query only steers the SDK
 * (where to upload), so it is ignored here.
 */
export function parseCloudinaryUrl(raw: string, presets = DEFAULT_IMAGE_HOST_UNSIGNED_PRESETS): ImageHostSettings {
  const m = /^cloudinary:\/\/([^:@/\s]+):([^@/\s]+)@([A-Za-z0-9_-]+)\/?(?:\?\S*)?$/.exec(raw.trim());
  if (!m) throw new Error('CLOUDINARY_URL must look like cloudinary://KEY:SECRET@CLOUD');
  return {
    apiKey: decodeURIComponent(m[1]!),
    apiSecret: decodeURIComponent(m[2]!),
    cloudName: m[3]!,
    unsignedPresets: presets.split(/[\s,]+/).filter(Boolean),
  };
}

function intSetting(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

export function resolveSettings(
  env: Record<string, string | undefined> = process.env,
  argv: string[] = process.argv.slice(2),
): Settings {
  let products = intSetting(env.EMULATOR_PRODUCTS, 'EMULATOR_PRODUCTS', 0);
  let reset = false;
  let seedOnly = false;
  let quiet = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') reset = true;
    else if (arg === '--seed-only') seedOnly = true;
    else if (arg === '--quiet') quiet = true;
    else if (arg === '--products') {
      const value = argv[++i];
      if (value === undefined) throw new Error('--products needs a number');
      products = intSetting(value, '--products', 0);
    }
    else if (arg?.startsWith('--products=')) products = intSetting(arg.slice(11), '--products', 0);
    else throw new Error(`unknown argument "${arg}" (expected --reset, --seed-only, --products N, --quiet)`);
  }
  const port = intSetting(env.EMULATOR_PORT, 'EMULATOR_PORT', 4000);
  return {
    host: env.EMULATOR_HOST || '127.0.0.1',
    port,
    publicUrl: (env.EMULATOR_PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(EMULATOR_ROOT, env.EMULATOR_DATA_DIR || 'data'),
    storefrontToken: env.EMULATOR_STOREFRONT_TOKEN || DEFAULT_TOKEN,
    storefrontPrivateToken: env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN || DEFAULT_PRIVATE_TOKEN,
    adminToken: env.SHOPIFY_ADMIN_TOKEN || DEFAULT_ADMIN_TOKEN,
    priceSigningSecret: env.PRICE_SIGNING_SECRET || DEFAULT_PRICE_SIGNING_SECRET,
    taggingApiKey: env.TAGGING_API_KEY || DEFAULT_TAGGING_API_KEY,
    designerApiKey: env.DESIGNER_API_KEY || DEFAULT_DESIGNER_API_KEY,
    imageHost: parseCloudinaryUrl(env.CLOUDINARY_URL || DEFAULT_CLOUDINARY_URL, env.IMAGE_HOST_UNSIGNED_PRESETS || DEFAULT_IMAGE_HOST_UNSIGNED_PRESETS),
    search: searchSettings(env),
    customerAccount: customerAccountSettings(env),
    products,
    reset,
    seedOnly,
    quiet,
  };
}
