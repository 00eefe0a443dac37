import type { AppConfig } from '../../ground/config';
import { artworkOrigins, type ArtworkConfig } from '../../services/designer/artwork-urls';
import { designerBase } from '../../services/designer/service-urls';
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
  cfg: Pick<AppConfig, 'RECAPTCHA_SCRIPT_URL'> & ArtworkConfig,
): ReturnType<typeof contentSecurityPolicy> {
  return contentSecurityPolicy(cfg.IMAGE_HOSTS, cfg.RECAPTCHA_SCRIPT_URL, { script: new URL(designerBase(cfg)).origin, images: artworkOrigins(cfg) });
}
