import * as z from 'zod';
import { inlineBuyersProblems } from './punchout/buyers';
import { PUBLISHED_SECRET_DEFAULTS } from './secret-defaults';

/**
 * Every setting the app reads, validated once. Defaults point at the local
 * emulator (`emulator/`), so `npm start` works with no environment at all;
 * a real deployment overrides them (every setting: docs/configuration.md).
 *
 * Safe to import from Edge middleware: no Node APIs here.
 */

const EMULATOR = 'http://127.0.0.1:4000';

/** "us=localhost:3000,ca=ca.localhost:3000" → { us: "localhost:3000", ca: … } */
export function parseMap(raw: string, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`${name}: "${pair}" is not key=value`);
    out[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return out;
}

const url = z.string().url();

const SECRETS = PUBLISHED_SECRET_DEFAULTS;

const schema = z.object({
  SHOPIFY_STORE_URL: url.default(EMULATOR),
  SHOPIFY_API_VERSION: z.string().regex(/^\d{4}-\d{2}$/).default('2026-04'),
  SHOPIFY_STOREFRONT_TOKEN: z.string().min(1).default('emulator-storefront-token'),
  /**
   * Optional private Storefront token (Headless channel). When set, server-side
   * Storefront requests send it as Shopify-Storefront-Private-Token, with the
   * shopper's IP as Shopify-Storefront-Buyer-IP where known, instead of the
   * public token (lib/services/shopify/client.ts). Server-only: never sent to browsers.
   */
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: z.string().min(1).optional(),
  /**
   * Admin API access token (a custom app's, with write_draft_orders): only
   * punchout purchase orders use it, to turn a cXML OrderRequest into an
   * order (lib/services/shopify/admin). Unset: purchase orders are refused.
   */
  SHOPIFY_ADMIN_TOKEN: z.string().min(1).optional(),
  /**
   * Who signs customers in: `legacy` (the Storefront API's customer access
   * tokens, with the store's own login, register and reset forms) or
   * `customer-account-api` (Shopify's Customer Account API: the platform's
   * sign-in page, OAuth with PKCE, tokens kept on our server). Stores opened
   * since legacy accounts were deprecated have only the second.
   */
  CUSTOMER_ACCOUNTS: z.enum(['legacy', 'customer-account-api']).default('legacy'),
  /** The Headless channel's Customer Account API client: its id, and its secret (server-only, required with customer-account-api). */
  CUSTOMER_ACCOUNT_CLIENT_ID: z.string().min(1).default('emulator-customer-account-client'),
  CUSTOMER_ACCOUNT_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * The one callback URL registered with the platform, on one host: every
   * store host's sign-in comes back here and is handed to its own host
   * (lib/edge/session/handback.ts). The logout URL likewise.
   */
  CUSTOMER_ACCOUNT_CALLBACK_URL: url.default('http://localhost:3000/api/session/callback'),
  CUSTOMER_ACCOUNT_LOGOUT_URL: url.default('http://localhost:3000/api/session/signed-out'),
  PRICING_BASE_URL: url.default(`${EMULATOR}/pricing`),
  TEMPLATES_BASE_URL: url.default(`${EMULATOR}/templates`),
  /**
   * The design editor (Customer's Canvas) as the browser reaches it: the page
   * loads `{base}/Resources/Generated/IframeApi.js` from here and frames its
   * editor. APP_ENV=staging uses DESIGNER_STAGING_URL instead.
   */
  DESIGNER_URL: url.default('http://localhost:4000/designer'),
  DESIGNER_STAGING_URL: url.default('http://localhost:4000/staging/designer'),
  /**
   * The same service as our server reaches it for the REST calls that need
   * the API key (tokens, design previews). Normally the browser base; the
   * emulator listens on IPv4 loopback, which `localhost` may not resolve to
   * first on the server.
   */
  DESIGNER_API_URL: url.default(`${EMULATOR}/designer`),
  DESIGNER_STAGING_API_URL: url.default(`${EMULATOR}/staging/designer`),
  /** Sent as X-CustomersCanvasAPIKey by our server only: never to the browser. */
  DESIGNER_API_KEY: z.string().min(8).default(SECRETS.DESIGNER_API_KEY),
  SNIPPETS_BASE_URL: url.default(`${EMULATOR}/snippets`),
  ANALYTICS_URL: url.default(`${EMULATOR}/analytics`),
  SITE_HOSTS: z.string().default('us=localhost:3000,ca=ca.localhost:3000,fr=fr.localhost:3000'),
  SITE_HANDLE_PREFIXES: z.string().default('us=,ca=ca-,fr=fr-'),
  RESELLER_BASE_DOMAIN: z.string().min(1).default('resellers.localhost:3000'),
  RESELLER_ID: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes')
    .optional(),
  /**
   * Every reseller id of the platform: their handle prefixes ("acme-") are
   * foreign to every other tenant, so no other host lists or serves their
   * pages, products or collections. Whether a reseller's own host is served
   * is decided by its snippets (lib/services/reseller/directory.ts).
   */
  RESELLER_IDS: z
    .string()
    .regex(/^\s*(?:[a-z0-9][a-z0-9-]*(?:\s*,\s*[a-z0-9][a-z0-9-]*)*)?\s*$/, 'comma-separated reseller ids (lower-case letters, digits and dashes)')
    .default('acme,northwind'),
  PUBLIC_URL_SCHEME: z.enum(['http', 'https']).default('http'),
  IMAGE_HOSTS: z.string().default('localhost:4000 127.0.0.1:4000'),
  /**
   * The image host shoppers' artwork is uploaded to (Cloudinary), in the
   * SDK's own form `cloudinary://KEY:SECRET@CLOUD[?upload_prefix=URL]`:
   * upload_prefix points the SDK at another upload host (the emulator). The
   * secret signs uploads on our server only. Delivery URLs it answers must
   * be on IMAGE_HOSTS (e.g. add res.cloudinary.com for the real service).
   */
  CLOUDINARY_URL: z
    .string()
    .regex(/^cloudinary:\/\/[^:@\s]+:[^@\s]+@[A-Za-z0-9_-]+(?:\?\S*)?$/, 'cloudinary://KEY:SECRET@CLOUD[?upload_prefix=URL]')
    .default(SECRETS.CLOUDINARY_URL),
  REVALIDATE_SECRET: z.string().min(8).default(SECRETS.REVALIDATE_SECRET),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().positive().default(3600),
  /** development shows pricing-file diagnostics everywhere; staging loads the staging designer. */
  APP_ENV: z.enum(['development', 'staging', 'production']).default('production'),
  /** The currency the store prices in: every amount the platform sends, we compute and we sign is in it (lib/ground/money). */
  STORE_CURRENCY: z.enum(['USD', 'CAD', 'EUR']).default('USD'),
  /** The store's own market (its currency is STORE_CURRENCY): catalog reads are made in it, so every amount read is a store amount. */
  STORE_COUNTRY: z.enum(['US', 'CA', 'FR']).default('US'),
  /** The Canada site shows CAD converted from USD (×1.023) when on. */
  CURRENCY_CONVERSION: z.enum(['on', 'off']).default('on'),
  /** Signs the `Item Price` line attribute so the platform side can verify it (shared with the checkout). */
  PRICE_SIGNING_SECRET: z.string().min(16).default(SECRETS.PRICE_SIGNING_SECRET),
  /** Checkout host per tenant key (custom checkout subdomains); others use CHECKOUT_DEFAULT_HOST. */
  CHECKOUT_HOST_MAP: z
    .string()
    .default('us=checkout.localhost:4000,ca=checkout-ca.localhost:4000,fr=checkout-fr.localhost:4000,r-acme=checkout-acme.localhost:4000'),
  CHECKOUT_DEFAULT_HOST: z.string().min(1).default('checkout.localhost:4000'),
  /** Tagging service (customer creation, tags, metafields): server-to-server, key sent as X-Tagging-Key. */
  TAGGING_URL: url.default(`${EMULATOR}/tagging`),
  TAGGING_API_KEY: z.string().min(8).default(SECRETS.TAGGING_API_KEY),
  /** Netlify-compatible form handler: contact and tax-form posts (`form-name`). */
  FORMS_URL: url.default(`${EMULATOR}/forms`),
  /**
   * `on`: a tax form tags its sender tax_exempt_pending, and only someone
   * who has read the certificate makes them tax_exempt_eligible; `off`: the
   * form itself makes them eligible at once.
   */
  TAX_EXEMPT_REVIEW: z.enum(['on', 'off']).default('on'),
  /** reCAPTCHA v3: the public site key and the script the browser loads; the secret and siteverify stay on the server. */
  RECAPTCHA_SITE_KEY: z.string().min(1).default('emulator-recaptcha-site-key'),
  RECAPTCHA_SCRIPT_URL: url.default('http://localhost:4000/recaptcha/api.js?render=emulator-recaptcha-site-key'),
  RECAPTCHA_SECRET_KEY: z.string().min(1).default(SECRETS.RECAPTCHA_SECRET_KEY),
  RECAPTCHA_VERIFY_URL: url.default(`${EMULATOR}/recaptcha/api/siteverify`),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Postal lookup: the legacy XML CityStateLookup, or the USPS Addresses v3 city-state API (retired XML in 2026). */
  POSTAL_API: z.enum(['xml', 'v3']).default('v3'),
  USPS_XML_URL: url.default(`${EMULATOR}/ShippingAPI.dll`),
  USPS_USER_ID: z.string().min(1).default('EMULATOR'),
  USPS_API_URL: url.default(EMULATOR),
  USPS_CLIENT_ID: z.string().min(1).default('emulator-usps-client'),
  USPS_CLIENT_SECRET: z.string().min(1).default(SECRETS.USPS_CLIENT_SECRET),
  /** Tenant keys whose cart shows the customer-number field. */
  CUSTOMER_NUMBER_TENANTS: z.string().default('r-acme'),
  /**
   * The procurement buyers (lib/ground/punchout/buyers.ts): a JSON list, or
   * the path of a JSON file holding it. Each names its protocol (cxml, oci,
   * json), credentials, exact return URL prefixes, framing origins and
   * tenant; only these open punchout sessions. Empty: no punchout at all.
   * An inline list is checked here; a file when the server starts.
   */
  PUNCHOUT_BUYERS: z
    .string()
    .default('')
    .superRefine((raw, ctx) => inlineBuyersProblems(raw).forEach((message) => ctx.addIssue({ code: 'custom', message }))),
  /** Signs the punchout session cookie (lib/domain/punchout/session.ts), which holds the return URL a hand-off POSTs to. */
  PUNCHOUT_SESSION_SECRET: z.string().min(16).default(SECRETS.PUNCHOUT_SESSION_SECRET),
  /** Signs the links to a shared proof (lib/domain/design/proof-share-token.ts), so a link names only a share our server made, until it expires. */
  PROOF_SHARE_SECRET: z.string().min(16).default(SECRETS.PROOF_SHARE_SECRET),
  /** Site search on Algolia's contract: the application, the search-only key (safe to publish) and the main index. */
  ALGOLIA_APP_ID: z.string().regex(/^[A-Za-z0-9]+$/, 'letters and digits').default('EMULATOR'),
  ALGOLIA_SEARCH_KEY: z.string().min(1).default('emulator-search-key'),
  ALGOLIA_INDEX: z.string().regex(/^[A-Za-z0-9_.-]+$/, 'an index name').default('products'),
  /**
   * Where the Algolia client connects: space-separated base URLs. Empty for
   * Algolia itself (the client's own {app}-dsn hosts); the default is the
   * emulator's stand-in.
   */
  ALGOLIA_HOSTS: z.string().default(EMULATOR),
  /**
   * `on` when a trusted reverse proxy (load balancer, CDN) stands in front of
   * the front server: the client address is then the hop that proxy appended
   * to X-Forwarded-For; `off`, the socket address our front server wrote
   * there. Rate limits key on it (lib/domain/account/http.ts clientIp).
   */
  TRUST_PROXY: z.enum(['on', 'off']).default('off'),
  /**
   * Several app servers share their page and data cache, tag revalidation,
   * rate limits and one-time records through this Redis (`redis://host:port`).
   * Unset: one server keeps them in its own memory (lib/ground/kv/redis.ts).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'a redis:// or rediss:// URL')
    .optional(),
  /** How long a Redis command may take before the server carries on without it (uncached page, in-memory limit). */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(20).max(10_000).default(500),
});

export type AppConfig = z.infer<typeof schema> & {
  storefrontEndpoint: string;
  siteHosts: Record<string, string>;
  siteHandlePrefixes: Record<string, string>;
  checkoutHosts: Record<string, string>;
  customerNumberTenants: string[];
  resellerIds: string[];
};

let cached: AppConfig | undefined;

/** Settings an empty value is a choice for, not "unset": empty ALGOLIA_HOSTS is Algolia's own hosts. */
const EMPTY_IS_A_VALUE = new Set(['ALGOLIA_HOSTS']);

/** Reads and validates the environment; a bad setting throws naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([k, v]) => v !== undefined && (v !== '' || EMPTY_IS_A_VALUE.has(k)))),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `${i.path.join('.')}: ${i.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  if (c.CUSTOMER_ACCOUNTS === 'customer-account-api' && !c.CUSTOMER_ACCOUNT_CLIENT_SECRET) {
    throw new Error('Invalid configuration: CUSTOMER_ACCOUNT_CLIENT_SECRET: required when CUSTOMER_ACCOUNTS=customer-account-api');
  }
  return {
    ...c,
    storefrontEndpoint: `${c.SHOPIFY_STORE_URL.replace(/\/$/, '')}/api/${c.SHOPIFY_API_VERSION}/graphql.json`,
    siteHosts: parseMap(c.SITE_HOSTS, 'SITE_HOSTS'),
    siteHandlePrefixes: parseMap(c.SITE_HANDLE_PREFIXES, 'SITE_HANDLE_PREFIXES'),
    checkoutHosts: parseMap(c.CHECKOUT_HOST_MAP, 'CHECKOUT_HOST_MAP'),
    customerNumberTenants: c.CUSTOMER_NUMBER_TENANTS.split(',').map((t) => t.trim()).filter(Boolean),
    resellerIds: c.RESELLER_IDS.split(',').map((t) => t.trim()).filter(Boolean),
  };
}

export function config(): AppConfig {
  cached ??= loadConfig();
  return cached;
}
