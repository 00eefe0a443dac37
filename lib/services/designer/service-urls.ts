import type { AppConfig } from '../../ground/config';

type DesignerConfig = Pick<AppConfig, 'APP_ENV' | 'DESIGNER_URL' | 'DESIGNER_STAGING_URL' | 'DESIGNER_API_URL' | 'DESIGNER_STAGING_API_URL'>;

const trim = (url: string): string => url.replace(/\/+$/, '');

/** The design editor's base as the browser loads it: the staging editor on the staging site. */
export function designerBase(cfg: DesignerConfig): string {
  return trim(cfg.APP_ENV === 'staging' ? cfg.DESIGNER_STAGING_URL : cfg.DESIGNER_URL);
}

/** The same service's base for our server's REST calls (API key). */
export function designerApiBase(cfg: DesignerConfig): string {
  return trim(cfg.APP_ENV === 'staging' ? cfg.DESIGNER_STAGING_API_URL : cfg.DESIGNER_API_URL);
}

/** The design service's origins, browser and server bases alike (design URLs on a line must point at one of these). */
export function designerOrigins(cfg: DesignerConfig): string[] {
  const bases = [cfg.DESIGNER_URL, cfg.DESIGNER_STAGING_URL, cfg.DESIGNER_API_URL, cfg.DESIGNER_STAGING_API_URL];
  return [...new Set(bases.map((b) => new URL(b).origin))];
}
