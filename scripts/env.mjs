// The environment that points the app at a local emulator. One place, used by
// `npm start`, the test harness and the benchmarks, so the three agree.

/**
 * Secrets for local runs against the emulator. APP_ENV stays `production`
 * (the default: development would change what shoppers see), and in
 * production the app refuses a secret left at its published default, so
 * local runs name their own. They are published too: the app refuses them
 * whenever the store is not the local emulator (lib/ground/published-secrets.ts
 * reads them from here). The emulator reads the same variables
 * (PRICE_SIGNING_SECRET, TAGGING_API_KEY, RECAPTCHA_SECRET_KEY,
 * USPS_CLIENT_SECRET, DESIGNER_API_KEY, SHOPIFY_STOREFRONT_PRIVATE_TOKEN,
 * CUSTOMER_ACCOUNT_CLIENT_SECRET, SHOPIFY_ADMIN_TOKEN, the image host's key pair in
 * CLOUDINARY_URL) and so accepts exactly these. The private Storefront token makes local runs and the browser
 * tests take the server-side path Shopify recommends
 * (Shopify-Storefront-Private-Token with the buyer's IP).
 * This file imports nothing: Playwright's config loads it as it is.
 */
export const DEV_SECRETS = {
  REVALIDATE_SECRET: 'local-emulator-revalidate-secret',
  PRICE_SIGNING_SECRET: 'local-emulator-price-signing-secret',
  TAGGING_API_KEY: 'local-emulator-tagging-key',
  RECAPTCHA_SECRET_KEY: 'local-emulator-recaptcha-secret',
  USPS_CLIENT_SECRET: 'local-emulator-usps-secret',
  DESIGNER_API_KEY: 'local-emulator-designer-key',
  PUNCHOUT_SESSION_SECRET: 'local-emulator-punchout-session-secret',
  PROOF_SHARE_SECRET: 'local-emulator-proof-share-secret',
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'local-emulator-storefront-private-token',
  CUSTOMER_ACCOUNT_CLIENT_SECRET: 'local-emulator-customer-account-secret',
  SHOPIFY_ADMIN_TOKEN: 'local-emulator-admin-api-token',
};

/** The image host's key pair for local runs (CLOUDINARY_URL adds the emulator as upload_prefix). */
export const LOCAL_IMAGE_HOST = 'cloudinary://local-emulator-image-key:local-emulator-image-secret@printshop';

/**
 * The procurement buyers of local runs: the emulator plays each buyer's
 * system (cXML, OCI, the JSON gateway) and reads this same list to know its
 * credentials. The FR and reseller buyers let the tests punch out on those hosts.
 */
export function localBuyers({ emulatorPort }) {
  const emulator = `http://localhost:${emulatorPort}`;
  const cxml = (identity) => ({
    from: { domain: 'NetworkID', identity },
    sender: { domain: 'NetworkID', identity },
    sharedSecret: `local-emulator-cxml-secret-${identity.toLowerCase()}`,
    to: { domain: 'NetworkID', identity: 'AN-PRINT-STORE' },
  });
  const oci = (id) => ({ username: id, password: `local-emulator-oci-password-${id}`, linkSecret: `local-emulator-oci-link-secret-${id}` });
  const json = (id) => ({ secret: `local-emulator-json-secret-${id}` });
  const buyer = (id, name, protocol, tenant, path, credentials) => ({
    id,
    name,
    protocol,
    tenant,
    returnUrls: [`${emulator}${path}`],
    frameOrigins: [emulator],
    [protocol]: credentials,
  });
  return [
    buyer('emulator-cxml', 'Emulator procurement (cXML)', 'cxml', 'us', '/procurement/cxml/', cxml('AN-EMULATOR-BUYER')),
    buyer('emulator-oci', 'Emulator procurement (OCI)', 'oci', 'us', '/procurement/oci/', oci('emulator-oci')),
    buyer('emulator-json', 'Emulator gateway (JSON)', 'json', 'us', '/gateway/return/', json('emulator-json')),
    buyer('emulator-cxml-fr', 'Emulator procurement FR (cXML)', 'cxml', 'fr', '/procurement/cxml/', cxml('AN-EMULATOR-BUYER-FR')),
    buyer('emulator-oci-acme', 'Acme reseller procurement (OCI)', 'oci', 'r-acme', '/procurement/oci/', oci('emulator-oci-acme')),
    buyer('emulator-json-fr', 'Emulator gateway FR (JSON)', 'json', 'fr', '/gateway/return/', json('emulator-json-fr')),
  ];
}

/** The Admin API token local runs use for the emulator's Admin API (punchout purchase orders). */
export const LOCAL_ADMIN_TOKEN = DEV_SECRETS.SHOPIFY_ADMIN_TOKEN;

export function emulatorEnv({ appPort, emulatorPort }) {
  const emulator = `http://127.0.0.1:${emulatorPort}`;
  return {
    ...DEV_SECRETS,
    SHOPIFY_STORE_URL: emulator,
    SHOPIFY_STOREFRONT_TOKEN: 'emulator-storefront-token',
    PRICING_BASE_URL: `${emulator}/pricing`,
    TEMPLATES_BASE_URL: `${emulator}/templates`,
    SNIPPETS_BASE_URL: `${emulator}/snippets`,
    ANALYTICS_URL: `${emulator}/analytics`,
    SITE_HOSTS: `us=localhost:${appPort},ca=ca.localhost:${appPort},fr=fr.localhost:${appPort}`,
    RESELLER_BASE_DOMAIN: `resellers.localhost:${appPort}`,
    IMAGE_HOSTS: `localhost:${emulatorPort} 127.0.0.1:${emulatorPort}`,
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_PUBLIC_URL: `http://localhost:${emulatorPort}`,
    // Custom checkout subdomains: *.localhost resolves to loopback, so each reaches the emulator's checkout.
    CHECKOUT_HOST_MAP: ['us=checkout', 'ca=checkout-ca', 'fr=checkout-fr', 'r-acme=checkout-acme']
      .map((pair) => `${pair}.localhost:${emulatorPort}`)
      .join(','),
    CHECKOUT_DEFAULT_HOST: `checkout.localhost:${emulatorPort}`,
    TAGGING_URL: `${emulator}/tagging`,
    FORMS_URL: `${emulator}/forms`,
    RECAPTCHA_SCRIPT_URL: `http://localhost:${emulatorPort}/recaptcha/api.js?render=emulator-recaptcha-site-key`,
    RECAPTCHA_VERIFY_URL: `${emulator}/recaptcha/api/siteverify`,
    USPS_XML_URL: `${emulator}/ShippingAPI.dll`,
    USPS_API_URL: emulator,
    DESIGNER_URL: `http://localhost:${emulatorPort}/designer`,
    DESIGNER_STAGING_URL: `http://localhost:${emulatorPort}/staging/designer`,
    DESIGNER_API_URL: `${emulator}/designer`,
    DESIGNER_STAGING_API_URL: `${emulator}/staging/designer`,
    // The emulator plays the procurement system and the hosted search.
    PUNCHOUT_BUYERS: JSON.stringify(localBuyers({ emulatorPort })),
    ALGOLIA_HOSTS: emulator,
    // The image host's key and secret, with the SDK pointed at the emulator (the emulator reads the same variable).
    CLOUDINARY_URL: `${LOCAL_IMAGE_HOST}?upload_prefix=${emulator}`,
    // Customer accounts: the emulator's sign-in knows this client and sends browsers back only to these two app pages.
    CUSTOMER_ACCOUNT_CLIENT_ID: 'emulator-customer-account-client',
    CUSTOMER_ACCOUNT_CALLBACK_URL: `http://localhost:${appPort}/api/session/callback`,
    CUSTOMER_ACCOUNT_LOGOUT_URL: `http://localhost:${appPort}/api/session/signed-out`,
  };
}

export function siteUrls(appPort) {
  return {
    'US site': `http://localhost:${appPort}`,
    'Canada site': `http://ca.localhost:${appPort}`,
    'France site': `http://fr.localhost:${appPort}`,
    'Reseller acme': `http://acme.resellers.localhost:${appPort}`,
    'Reseller northwind': `http://northwind.resellers.localhost:${appPort}`,
  };
}

/** True when the environment names a real store (not a loopback URL): then only the app runs. */
export function usesRealStore(env = process.env) {
  const url = env.SHOPIFY_STORE_URL;
  if (!url) return false;
  let host;
  try {
    host = new URL(url).hostname;
  } catch {
    return true;
  }
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host));
}
