import { DEV_SECRETS, emulatorEnv } from '../../scripts/env.mjs';
import { loadConfig } from './config';
import { assertSafeSecrets, CHECKED_SECRETS, isLocalStore, PUBLISHED_SECRET_DEFAULTS, unsafeSecretProblems } from './published-secrets';

const OWN_SECRETS = {
  REVALIDATE_SECRET: 'a-revalidate-secret-of-our-own',
  PRICE_SIGNING_SECRET: 'a-price-signing-secret-of-our-own',
  TAGGING_API_KEY: 'a-tagging-key-of-our-own',
  RECAPTCHA_SECRET_KEY: 'a-recaptcha-secret-of-our-own',
  USPS_CLIENT_SECRET: 'a-usps-secret-of-our-own',
  DESIGNER_API_KEY: 'a-designer-key-of-our-own',
  CLOUDINARY_URL: 'cloudinary://our-key:our-secret@our-cloud',
  PUNCHOUT_SESSION_SECRET: 'a-punchout-session-secret-of-our-own',
  PROOF_SHARE_SECRET: 'a-proof-share-secret-of-our-own',
};
const NAMES = Object.keys(PUBLISHED_SECRET_DEFAULTS);
const REAL_STORE = 'https://print-shop.myshopify.com';

describe('published defaults', () => {
  it('are the schema defaults, so loadConfig stays usable without any environment', () => {
    const cfg = loadConfig({});
    for (const [name, value] of Object.entries(PUBLISHED_SECRET_DEFAULTS)) expect(cfg[name as keyof typeof cfg]).toBe(value);
    expect(cfg.APP_ENV).toBe('production');
  });

  it('are each named when left missing in production, the default mode', () => {
    const problems = unsafeSecretProblems(loadConfig({}));
    expect(problems).toHaveLength(NAMES.length);
    NAMES.forEach((name, i) => expect(problems[i]).toMatch(new RegExp(`^${name} is missing or set to its published development default`)));
    expect(() => assertSafeSecrets(loadConfig({}))).toThrow(/^Unsafe configuration: REVALIDATE_SECRET .* USPS_CLIENT_SECRET .* DESIGNER_API_KEY /);
  });

  it('are named when set explicitly (docs/configuration.md shows them)', () => {
    const cfg = loadConfig({ ...OWN_SECRETS, PRICE_SIGNING_SECRET: 'dev-price-signing-secret' });
    expect(unsafeSecretProblems(cfg)).toEqual([
      'PRICE_SIGNING_SECRET is missing or set to its published development default; set a secret of your own.',
    ]);
    expect(() => assertSafeSecrets(cfg)).toThrow('PRICE_SIGNING_SECRET');
  });

  it('are refused against a real store in development too, but allowed on the emulator', () => {
    expect(unsafeSecretProblems(loadConfig({ APP_ENV: 'development' }))).toEqual([]);
    expect(unsafeSecretProblems(loadConfig({ APP_ENV: 'development', SHOPIFY_STORE_URL: REAL_STORE }))).toHaveLength(NAMES.length);
  });

  it('the image host key pair is the secret: the published pair behind another cloud or upload host is still refused', () => {
    const cfg = loadConfig({ ...OWN_SECRETS, CLOUDINARY_URL: 'cloudinary://local-image-key:local-image-secret@our-cloud' });
    expect(unsafeSecretProblems(cfg)).toEqual([expect.stringMatching(/^CLOUDINARY_URL /)]);
  });
});

describe('secrets of our own', () => {
  it('pass, on the emulator and against a real store', () => {
    expect(unsafeSecretProblems(loadConfig(OWN_SECRETS))).toEqual([]);
    expect(unsafeSecretProblems(loadConfig({ ...OWN_SECRETS, SHOPIFY_STORE_URL: REAL_STORE, SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'shpat-own' }))).toEqual([]);
    expect(() => assertSafeSecrets(loadConfig(OWN_SECRETS))).not.toThrow();
  });

  it('the USPS v3 secret is asked for only while the v3 API is in use', () => {
    const others: Record<string, string> = { ...OWN_SECRETS };
    delete others.USPS_CLIENT_SECRET;
    expect(unsafeSecretProblems(loadConfig({ ...others, POSTAL_API: 'v3' }))).toEqual([expect.stringMatching(/^USPS_CLIENT_SECRET /)]);
    expect(unsafeSecretProblems(loadConfig({ ...others, POSTAL_API: 'xml' }))).toEqual([]);
  });
});

describe("the local emulator's secrets (scripts/env.mjs)", () => {
  const local = (port: number) => emulatorEnv({ appPort: 3100, emulatorPort: port });

  it('let `npm start` and the browser tests run in production mode on the emulator', () => {
    const env = local(4100);
    for (const name of NAMES.filter((n) => n !== 'CLOUDINARY_URL')) expect(env[name]).toBe(DEV_SECRETS[name as keyof typeof DEV_SECRETS]);
    expect(env.CLOUDINARY_URL).toBe('cloudinary://local-emulator-image-key:local-emulator-image-secret@printshop?upload_prefix=http://127.0.0.1:4100');
    const cfg = loadConfig(env);
    expect(cfg.APP_ENV).toBe('production');
    expect(unsafeSecretProblems(cfg)).toEqual([]);
  });

  it('stop a deployment that copied them to a real store, naming each variable', () => {
    const cfg = loadConfig({ ...local(4100), SHOPIFY_STORE_URL: REAL_STORE });
    const problems = unsafeSecretProblems(cfg);
    expect(problems.map((p) => p.split(' ')[0])).toEqual([...CHECKED_SECRETS, 'PUNCHOUT_BUYERS']);
    expect(problems[0]).toBe(
      "REVALIDATE_SECRET is set to the local emulator's secret published in this repository (scripts/env.mjs) while SHOPIFY_STORE_URL is not the local emulator; set a secret of your own.",
    );
    expect(() => assertSafeSecrets(cfg)).toThrow(/PRICE_SIGNING_SECRET .*SHOPIFY_STOREFRONT_PRIVATE_TOKEN /);
  });

  it('include the procurement buyers’ secrets: a real store with the local buyers is refused', () => {
    const cfg = loadConfig({ ...OWN_SECRETS, SHOPIFY_STORE_URL: REAL_STORE, PUNCHOUT_BUYERS: local(4100).PUNCHOUT_BUYERS });
    expect(unsafeSecretProblems(cfg)).toEqual([expect.stringMatching(/^PUNCHOUT_BUYERS holds the local emulator's buyer secrets/)]);
  });

  it('are refused one by one: a single copied secret among our own is named', () => {
    const cfg = loadConfig({ ...OWN_SECRETS, SHOPIFY_STORE_URL: REAL_STORE, PUNCHOUT_SESSION_SECRET: DEV_SECRETS.PUNCHOUT_SESSION_SECRET });
    expect(unsafeSecretProblems(cfg)).toEqual([expect.stringMatching(/^PUNCHOUT_SESSION_SECRET is set to the local emulator's secret/)]);
  });
});

describe('isLocalStore', () => {
  it.each([
    ['http://127.0.0.1:4000', true],
    ['http://localhost:4000', true],
    ['http://127.1:4000', true],
    ['http://0x7f.0.0.1', true],
    ['http://[::1]:4000', true],
    ['http://emulator.localhost:4000', true],
    ['https://print-shop.myshopify.com', false],
    ['http://127.0.0.1.example.com', false],
    ['http://localhost.example.com', false],
    ['http://10.0.0.5:4000', false],
    ['not a url', false],
  ])('%s → %s', (url, local) => expect(isLocalStore(url)).toBe(local));
});

describe('the Customer Account API client secret', () => {
  it('is required only with that provider', () => {
    expect(loadConfig({}).CUSTOMER_ACCOUNTS).toBe('legacy');
    expect(() => loadConfig({ CUSTOMER_ACCOUNTS: 'customer-account-api' })).toThrow(/CUSTOMER_ACCOUNT_CLIENT_SECRET: required when CUSTOMER_ACCOUNTS=customer-account-api/);
    expect(loadConfig({ CUSTOMER_ACCOUNTS: 'customer-account-api', CUSTOMER_ACCOUNT_CLIENT_SECRET: 'ours' }).CUSTOMER_ACCOUNT_CLIENT_SECRET).toBe('ours');
    expect(() => loadConfig({ CUSTOMER_ACCOUNTS: 'magic-links' })).toThrow(/CUSTOMER_ACCOUNTS/);
  });

  it("is refused against a real store when it is the local emulator's", () => {
    const cfg = loadConfig({ ...OWN_SECRETS, SHOPIFY_STORE_URL: REAL_STORE, CUSTOMER_ACCOUNTS: 'customer-account-api', CUSTOMER_ACCOUNT_CLIENT_SECRET: DEV_SECRETS.CUSTOMER_ACCOUNT_CLIENT_SECRET });
    expect(unsafeSecretProblems(cfg)).toEqual([expect.stringMatching(/^CUSTOMER_ACCOUNT_CLIENT_SECRET is set to the local emulator's secret/)]);
  });
});
