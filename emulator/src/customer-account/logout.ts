import type { CustomerAccountSettings } from '../config.ts';
import type { Reply, Req } from '../http.ts';
import { pageLocale, TEXTS } from './i18n.ts';
import { verifiedClaims } from './jwt.ts';
import { redirect } from './login.ts';
import { errorPage, signedOutPage } from './pages.ts';
import type { CustomerAccountSessions } from './sessions.ts';

/**
 * GET …/logout?id_token_hint=&post_logout_redirect_uri=[&state=]: ends the session the id token names (its
 * access and refresh tokens stop working) and goes back to the client only when the address is registered.
 * An id token past its expiry is still a good hint; one this shop did not sign is not.
 */
export function logoutEndpoint(req: Req, deps: { settings: () => CustomerAccountSettings; sessions: CustomerAccountSessions }): Reply {
  const locale = pageLocale(req.query.get('ui_locales') ?? req.query.get('locale'));
  const t = TEXTS[locale];
  const settings = deps.settings();
  const back = req.query.get('post_logout_redirect_uri');
  if (back !== null && back !== settings.logoutUrl) return errorPage(400, locale, t.invalidLogout, 'post_logout_redirect_uri is not registered for this client');
  const hint = req.query.get('id_token_hint');
  const claims = hint ? verifiedClaims(hint) : null;
  if (!claims || claims.aud !== settings.clientId || typeof claims.sid !== 'string') {
    return errorPage(400, locale, t.invalidLogout, 'id_token_hint is missing or is not an id token of this shop');
  }
  deps.sessions.endSession(claims.sid);
  if (back === null) return signedOutPage(locale);
  const url = new URL(back);
  const state = req.query.get('state');
  if (state) url.searchParams.set('state', state);
  return redirect(url.toString());
}
