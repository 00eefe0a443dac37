import { LOCALE_COOKIE } from '../../ground/i18n/locale';
import { PUNCHOUT_COOKIE } from '../../domain/punchout/cookie-name';

/**
 * Cookies that change the page a URL answers (the language chosen by
 * cookie, a punchout session's reduced pages): a shared cache in front of
 * the store neither serves a request carrying one from its cache nor stores
 * the answer. Plain data: the nginx configuration is generated from it.
 */
export const CACHE_BYPASS_COOKIES: readonly string[] = [LOCALE_COOKIE, PUNCHOUT_COOKIE];
