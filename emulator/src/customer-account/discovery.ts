import { graphqlUrl, issuer, SUPPORTED_SCOPES } from './shop.ts';

/** GET /.well-known/openid-configuration on the shop's domain: where to sign in, and how. */
export function openidConfiguration(origin: string) {
  const base = issuer(origin);
  return {
    issuer: base,
    authorization_endpoint: `${base}/oauth/authorize`,
    token_endpoint: `${base}/oauth/token`,
    end_session_endpoint: `${base}/logout`,
    jwks_uri: `${base}/.well-known/jwks.json`,
    scopes_supported: [...SUPPORTED_SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    subject_types_supported: ['public'],
    token_endpoint_auth_methods_supported: ['client_secret_basic'],
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    id_token_signing_alg_values_supported: ['RS256'],
    claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'email', 'email_verified'],
    ui_locales_supported: ['en', 'fr'],
  };
}

/** GET /.well-known/customer-account-api: where the customer's data is. */
export function customerAccountApi(origin: string) {
  return { graphql_api: graphqlUrl(origin), mcp_api: `${origin}/customer/api/mcp` };
}
