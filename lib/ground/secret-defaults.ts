/**
 * The defaults of the secret settings: published (docs/configuration.md shows them),
 * so lib/ground/config.ts can run with no environment against the local emulator,
 * and lib/ground/published-secrets.ts refuses every one of them in production.
 * Safe for the Edge runtime: values only.
 */
export const PUBLISHED_SECRET_DEFAULTS = {
  REVALIDATE_SECRET: 'dev-revalidate-secret',
  PRICE_SIGNING_SECRET: 'dev-price-signing-secret',
  TAGGING_API_KEY: 'emulator-tagging-key',
  RECAPTCHA_SECRET_KEY: 'emulator-recaptcha-secret',
  USPS_CLIENT_SECRET: 'emulator-usps-secret',
  DESIGNER_API_KEY: 'emulator-designer-key',
  CLOUDINARY_URL: 'cloudinary://local-image-key:local-image-secret@printshop?upload_prefix=http://127.0.0.1:4000',
  PUNCHOUT_SESSION_SECRET: 'dev-punchout-session-secret',
  PROOF_SHARE_SECRET: 'dev-proof-share-secret',
} as const;

export type PublishedSecret = keyof typeof PUBLISHED_SECRET_DEFAULTS;
