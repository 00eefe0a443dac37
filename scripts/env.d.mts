// Types of scripts/env.mjs for the TypeScript that imports it (tests, Playwright).

/** Secrets for local runs against the emulator (never for a real store). */
export declare const DEV_SECRETS: {
  readonly REVALIDATE_SECRET: string;
  readonly PRICE_SIGNING_SECRET: string;
  readonly TAGGING_API_KEY: string;
  readonly RECAPTCHA_SECRET_KEY: string;
  readonly USPS_CLIENT_SECRET: string;
  readonly DESIGNER_API_KEY: string;
  readonly PUNCHOUT_SESSION_SECRET: string;
  readonly PROOF_SHARE_SECRET: string;
  readonly SHOPIFY_STOREFRONT_PRIVATE_TOKEN: string;
  readonly CUSTOMER_ACCOUNT_CLIENT_SECRET: string;
  readonly SHOPIFY_ADMIN_TOKEN: string;
};

/** A procurement buyer of local runs, as PUNCHOUT_BUYERS lists it (lib/ground/punchout/buyers.ts). */
export interface LocalBuyer {
  id: string;
  name: string;
  protocol: 'cxml' | 'oci' | 'json';
  tenant: string;
  returnUrls: string[];
  frameOrigins: string[];
  cxml?: { from: { domain: string; identity: string }; sender: { domain: string; identity: string }; sharedSecret: string; to: { domain: string; identity: string } };
  oci?: { username: string; password: string; linkSecret: string };
  json?: { secret: string };
}

/** The procurement buyers of local runs; the emulator plays each one's system. */
export declare function localBuyers(ports: { emulatorPort: number }): LocalBuyer[];

/** The Admin API token of local runs. */
export declare const LOCAL_ADMIN_TOKEN: string;

/** The image host's key pair for local runs, as `cloudinary://KEY:SECRET@CLOUD`. */
export declare const LOCAL_IMAGE_HOST: string;

/** The environment that points the app (on appPort) at a local emulator (on emulatorPort). */
export declare function emulatorEnv(ports: { appPort: number; emulatorPort: number }): Record<string, string>;

export declare function siteUrls(appPort: number): Record<string, string>;

/** True when the environment names a real store (not a loopback URL): then only the app runs. */
export declare function usesRealStore(env?: Record<string, string | undefined>): boolean;
