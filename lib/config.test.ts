import { DEV_SECRETS, emulatorEnv } from '../scripts/env.mjs';
import { assertProductionSecrets, loadConfig, productionSecretProblems, PUBLISHED_SECRET_DEFAULTS } from './config';

const OWN_SECRETS = {
  REVALIDATE_SECRET: 'a-revalidate-secret-of-our-own',
  PRICE_SIGNING_SECRET: 'a-price-signing-secret-of-our-own',
  TAGGING_API_KEY: 'a-tagging-key-of-our-own',
  RECAPTCHA_SECRET_KEY: 'a-recaptcha-secret-of-our-own',
  USPS_CLIENT_SECRET: 'a-usps-secret-of-our-own',
  DESIGNER_API_KEY: 'a-designer-key-of-our-own',
  CLOUDINARY_URL: 'cloudinary://our-key:our-secret@our-cloud',
  PUNCHOUT_SESSION_SECRET: 'a-punchout-session-secret-of-our-own',
};
const NAMES = Object.keys(PUBLISHED_SECRET_DEFAULTS);

describe('production secrets', () => {
  it('takes the published defaults from one list, so loadConfig stays usable without any environment', () => {
    const cfg = loadConfig({});
    for (const [name, value] of Object.entries(PUBLISHED_SECRET_DEFAULTS)) expect(cfg[name as keyof typeof cfg]).toBe(value);
    expect(cfg.APP_ENV).toBe('production');
  });

  it('names every secret left missing (so at its published default) in production, the default mode', () => {
    const problems = productionSecretProblems(loadConfig({}));
    expect(problems).toHaveLength(NAMES.length);
    NAMES.forEach((name, i) => expect(problems[i]).toMatch(new RegExp(`^${name} is missing or set to its published development default`)));
    expect(() => assertProductionSecrets(loadConfig({}))).toThrow(/^Unsafe configuration: REVALIDATE_SECRET .* USPS_CLIENT_SECRET .* DESIGNER_API_KEY /);
  });

  it('names a secret set to its published value explicitly (the README shows them)', () => {
    const cfg = loadConfig({ ...OWN_SECRETS, PRICE_SIGNING_SECRET: 'dev-price-signing-secret' });
    expect(productionSecretProblems(cfg)).toEqual([
      'PRICE_SIGNING_SECRET is missing or set to its published development default; set a secret of your own (APP_ENV=production).',
    ]);
    expect(() => assertProductionSecrets(cfg)).toThrow('PRICE_SIGNING_SECRET');
  });

  it('accepts secrets of our own, and anything in development', () => {
    expect(productionSecretProblems(loadConfig(OWN_SECRETS))).toEqual([]);
    expect(() => assertProductionSecrets(loadConfig(OWN_SECRETS))).not.toThrow();
    expect(productionSecretProblems(loadConfig({ APP_ENV: 'development' }))).toEqual([]);
  });

  it('asks for the USPS v3 secret only while the v3 API is in use', () => {
    const others: Record<string, string> = { ...OWN_SECRETS };
    delete others.USPS_CLIENT_SECRET;
    expect(productionSecretProblems(loadConfig({ ...others, POSTAL_API: 'v3' }))).toEqual([expect.stringMatching(/^USPS_CLIENT_SECRET /)]);
    expect(productionSecretProblems(loadConfig({ ...others, POSTAL_API: 'xml' }))).toEqual([]);
  });

  it('lets `npm start` and the browser tests run in production mode on the emulator: they bring their own dev secrets', () => {
    const env = emulatorEnv({ appPort: 3100, emulatorPort: 4100 });
    // The image host's URL carries the emulator's port, so it is built per run rather than listed.
    for (const name of NAMES.filter((n) => n !== 'CLOUDINARY_URL')) expect(env[name]).toBe(DEV_SECRETS[name as keyof typeof DEV_SECRETS]);
    expect(env.CLOUDINARY_URL).toBe('cloudinary://local-emulator-image-key:local-emulator-image-secret@printshop?upload_prefix=http://127.0.0.1:4100');
    const cfg = loadConfig(env);
    expect(cfg.APP_ENV).toBe('production');
    expect(productionSecretProblems(cfg)).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set to on, and refuses anything else naming the variable', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('off');
    expect(loadConfig({ TRUST_PROXY: 'on' }).TRUST_PROXY).toBe('on');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
