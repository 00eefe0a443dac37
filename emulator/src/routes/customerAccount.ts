import type { CheckoutStore } from '../checkout/store.ts';
import type { CustomerAccountSettings } from '../config.ts';
import { checkAuthorizeRequest } from '../customer-account/authorizeRequest.ts';
import { customerAccountApi, openidConfiguration } from '../customer-account/discovery.ts';
import { runAccountGraphql } from '../customer-account/graphql/execute.ts';
import { TEXTS } from '../customer-account/i18n.ts';
import { jwks } from '../customer-account/jwt.ts';
import { redirect, submitCode, submitEmail } from '../customer-account/login.ts';
import { logoutEndpoint } from '../customer-account/logout.ts';
import { emailPage, errorPage } from '../customer-account/pages.ts';
import type { CustomerAccountSessions } from '../customer-account/sessions.ts';
import { SHOP_ID } from '../customer-account/shop.ts';
import { tokenEndpoint } from '../customer-account/token.ts';
import type { CustomerMetafields } from '../customers/metafields.ts';
import type { Outbox } from '../customers/outbox.ts';
import type { CustomerStore } from '../customers/store.ts';
import { SHOP_URL } from '../graphql/resolvers/shop.ts';
import { servedVersion } from '../graphql/versions.ts';
import { json, notFound, type Handler, type Reply, type Req } from '../http.ts';
import type { Router } from '../router.ts';
import type { Catalog } from '../store/catalog.ts';
import { NOT_FOUND_BODY, readRequest, VERSION_HEADER } from './graphql.ts';

export interface CustomerAccountDeps {
  settings: () => CustomerAccountSettings;
  sessions: CustomerAccountSessions;
  customers: CustomerStore;
  metafields: CustomerMetafields;
  outbox: Outbox;
  carts: CheckoutStore;
  catalog: Catalog;
  publicUrl: () => string;
}

/** Sign-in forms and token requests are a few fields: anything bigger is refused before it is read. */
const MAX_FORM = 16 * 1024;
/** GraphQL documents up to 1 MB, far above any real query. */
const MAX_GRAPHQL = 1024 * 1024;

/** The platform's reply to a missing, unknown, expired or ended access token. */
export const UNAUTHORIZED_BODY = { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] };

/** Only this shop's id is served; another id is a path the platform does not have. */
function forShop(handler: Handler, tooBig = MAX_FORM): Handler {
  return (req) => {
    if (req.params.shopId !== SHOP_ID) return json(404, NOT_FOUND_BODY);
    if (req.body.length > tooBig) return json(413, { error: 'request_too_large', error_description: `The body is over ${tooBig} bytes` });
    return handler(req);
  };
}

/** The access token from `Authorization`: the bare token, as the platform documents it, or `Bearer <token>`. */
function accessToken(req: Req): string {
  return String(req.headers.authorization ?? '').trim().replace(/^Bearer\s+/i, '');
}

function graphqlHandler(deps: CustomerAccountDeps): Handler {
  return forShop(async (req): Promise<Reply> => {
    const version = servedVersion(req.params.version ?? '');
    if (!version) return json(404, NOT_FOUND_BODY);
    const headers = { [VERSION_HEADER]: version };
    const session = deps.sessions.sessionForAccessToken(accessToken(req));
    const customer = session && deps.customers.byId(session.customerId);
    if (!session || !customer) return json(401, UNAUTHORIZED_BODY, headers);
    const r = readRequest(req);
    if (typeof r === 'string') {
      return json(r.startsWith('No query') ? 200 : 400, { errors: [{ message: r, extensions: { code: 'BAD_REQUEST' } }] }, headers);
    }
    const result = await runAccountGraphql(r, {
      customerId: customer.id, customers: deps.customers, metafields: deps.metafields, carts: deps.carts, catalog: deps.catalog, shopUrl: SHOP_URL,
    });
    return json(200, result, headers);
  }, MAX_GRAPHQL);
}

/** The Customer Account API: discovery, the hosted sign-in, the OAuth endpoints, and the customer's GraphQL. */
export function addCustomerAccountRoutes(router: Router, deps: CustomerAccountDeps): void {
  const auth = `/authentication/:shopId`;
  router
    .add('GET', '/.well-known/openid-configuration', () => json(200, openidConfiguration(deps.publicUrl())))
    .add('GET', '/.well-known/customer-account-api', () => json(200, customerAccountApi(deps.publicUrl())))
    .add('GET', `${auth}/.well-known/jwks.json`, forShop(() => json(200, jwks())))
    .add('GET', `${auth}/oauth/authorize`, forShop((req) => {
      const outcome = checkAuthorizeRequest(req.query, deps.settings());
      if (outcome.kind === 'page') return errorPage(400, outcome.locale, TEXTS[outcome.locale].invalidLink, outcome.detail);
      if (outcome.kind === 'redirect') return redirect(outcome.location);
      return emailPage(outcome.request.locale, deps.sessions.startLogin(outcome.request).id);
    }))
    .add('POST', `${auth}/login`, forShop((req) => submitEmail(req, deps)))
    .add('POST', `${auth}/login/code`, forShop((req) => submitCode(req, deps)))
    .add('POST', `${auth}/oauth/token`, forShop((req) => tokenEndpoint(req, deps)))
    .add('GET', `${auth}/logout`, forShop((req) => logoutEndpoint(req, deps)))
    .add('POST', '/:shopId/account/customer/api/:version/graphql', graphqlHandler(deps))
    // Test hooks: stale access tokens (the refresh token still works) and authorization codes past their lifetime.
    .add('POST', '/__emulator/customer-account/customers/:email/expire-tokens', (req) => {
      const c = deps.customers.byEmail(req.params.email ?? '');
      return c ? json(200, { expired: deps.sessions.expireAccessTokens(c.id) }) : notFound('No such customer');
    })
    .add('POST', '/__emulator/customer-account/codes/expire', () => json(200, { expired: deps.sessions.expireGrants() }));
}
