/** @jest-environment node */
import { emulatorEnv } from '../../../scripts/env.mjs';
import { refuseUnsafeStart } from './startup';

const ENV = process.env;
const exit = jest.fn((code: number): never => {
  throw new Error(`exit ${code}`);
});
let error: jest.SpyInstance;
let warn: jest.SpyInstance;

beforeEach(() => {
  jest.resetModules();
  exit.mockClear();
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  process.env = ENV;
  error.mockRestore();
  warn.mockRestore();
});

/** A fresh copy of the module (config() caches the environment it first read). */
async function startWith(env: Record<string, string>): Promise<void> {
  process.env = { ...ENV, ...env };
  await jest.isolateModulesAsync(async () => {
    const fresh: { refuseUnsafeStart: typeof refuseUnsafeStart } = await import('./startup');
    fresh.refuseUnsafeStart(exit);
  });
}

describe('refuseUnsafeStart', () => {
  it('exits 1 naming the variable when a production server would run with a published secret', async () => {
    await expect(startWith({ NODE_ENV: 'production', APP_ENV: 'production', REVALIDATE_SECRET: 'dev-revalidate-secret' })).rejects.toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toMatch(/^Refusing to start\. Unsafe configuration: REVALIDATE_SECRET is missing or set to its published development default/);
    expect(message).toContain('PRICE_SIGNING_SECRET');
  });

  it('exits on a malformed setting too', async () => {
    await expect(startWith({ NODE_ENV: 'production', TRUST_PROXY: 'yes' })).rejects.toThrow('exit 1');
    expect(String(error.mock.calls[0]?.[0])).toMatch(/TRUST_PROXY/);
  });

  it('starts with secrets of its own', async () => {
    await startWith({
      NODE_ENV: 'production',
      REVALIDATE_SECRET: 'own-revalidate-secret',
      PRICE_SIGNING_SECRET: 'own-price-signing-secret',
      TAGGING_API_KEY: 'own-tagging-key',
      RECAPTCHA_SECRET_KEY: 'own-recaptcha-secret',
      USPS_CLIENT_SECRET: 'own-usps-secret',
      DESIGNER_API_KEY: 'own-designer-key',
      CLOUDINARY_URL: 'cloudinary://own-key:own-secret@own-cloud',
      PUNCHOUT_SESSION_SECRET: 'own-punchout-session-secret',
      PROOF_SHARE_SECRET: 'own-proof-share-secret',
    });
    expect(exit).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("exits naming the variable when the repository's local secrets meet a real store", async () => {
    await expect(startWith({ NODE_ENV: 'production', ...emulatorEnv({ appPort: 3000, emulatorPort: 4000 }), SHOPIFY_STORE_URL: 'https://print-shop.myshopify.com' })).rejects.toThrow('exit 1');
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^Refusing to start\. Unsafe configuration: REVALIDATE_SECRET is set to the local emulator's secret/);
  });

  it("starts on the local emulator with the repository's local secrets (npm start)", async () => {
    await startWith({ NODE_ENV: 'production', ...emulatorEnv({ appPort: 3000, emulatorPort: 4000 }) });
    expect(exit).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('only warns under next dev', async () => {
    await startWith({ NODE_ENV: 'development' });
    expect(exit).not.toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/REVALIDATE_SECRET .*next dev carries on/);
  });
});

describe('warnOfStaleApiVersion', () => {
  async function warnWith(version: string, now: Date): Promise<string[]> {
    process.env = { ...ENV, SHOPIFY_API_VERSION: version };
    await jest.isolateModulesAsync(async () => {
      const fresh: typeof import('./startup') = await import('./startup');
      fresh.warnOfStaleApiVersion(now);
    });
    return warn.mock.calls.map(([line]) => String(line));
  }

  it('logs one warning naming the version and the end of its support when it is more than eleven months old', async () => {
    const lines = await warnWith('2025-10', new Date('2026-11-28T12:00:00Z'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'warn',
      event: 'storefront.api_version.stale',
      version: '2025-10',
      supportedUntil: '2026-10-01',
      setting: 'SHOPIFY_API_VERSION',
    });
  });

  it('says nothing for the default version today', async () => {
    expect(await warnWith('2026-04', new Date('2026-11-28T12:00:00Z'))).toEqual([]);
  });
});
