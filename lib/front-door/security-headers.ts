import type { AppConfig } from '../config';
import { designerBase } from '../design/service-urls';
import { contentSecurityPolicy } from '../security/csp';

/**
 * The headers every response carries, error answers of the front door
 * included, decided once from runtime config (HSTS only when the public
 * scheme is https, so a plain-http local store does not pin browsers).
 */
export function securityHeaders(cfg: Pick<AppConfig, 'PUBLIC_URL_SCHEME'>): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (cfg.PUBLIC_URL_SCHEME === 'https') headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/** The Content-Security-Policy of an HTML document, given the hashes of its own inline scripts. */
export function documentPolicy(
  cfg: Pick<AppConfig, 'IMAGE_HOSTS' | 'RECAPTCHA_SCRIPT_URL' | 'APP_ENV' | 'DESIGNER_URL' | 'DESIGNER_STAGING_URL' | 'DESIGNER_API_URL' | 'DESIGNER_STAGING_API_URL'>,
): (scriptHashes: readonly string[]) => string {
  return contentSecurityPolicy(cfg.IMAGE_HOSTS, cfg.RECAPTCHA_SCRIPT_URL, new URL(designerBase(cfg)).origin);
}
