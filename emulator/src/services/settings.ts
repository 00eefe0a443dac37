/**
 * Credentials of the small outside services (reCAPTCHA, USPS). They read the same variables, with the same
 * defaults, as the app's lib/ground/config.ts, so both sides agree out of the box and a changed secret is changed once.
 */
export interface ServiceSettings {
  /** the only secret siteverify accepts */
  recaptchaSecret: string;
  /** Web Tools USERIDs allowed to call CityStateLookup */
  uspsUserIds: string[];
  uspsClientId: string;
  uspsClientSecret: string;
}

export const DEFAULT_RECAPTCHA_SECRET = 'emulator-recaptcha-secret';
export const DEFAULT_USPS_USER_ID = 'EMULATOR';
export const DEFAULT_USPS_CLIENT_ID = 'emulator-usps-client';
export const DEFAULT_USPS_CLIENT_SECRET = 'emulator-usps-secret';

export function serviceSettings(env: Record<string, string | undefined> = process.env): ServiceSettings {
  return {
    recaptchaSecret: env.RECAPTCHA_SECRET_KEY || DEFAULT_RECAPTCHA_SECRET,
    // Several ids, comma separated, so two app configurations can share one emulator.
    uspsUserIds: (env.USPS_USER_ID || DEFAULT_USPS_USER_ID).split(',').map((s) => s.trim()).filter(Boolean),
    uspsClientId: env.USPS_CLIENT_ID || DEFAULT_USPS_CLIENT_ID,
    uspsClientSecret: env.USPS_CLIENT_SECRET || DEFAULT_USPS_CLIENT_SECRET,
  };
}
