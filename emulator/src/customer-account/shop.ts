import { SCHEMA_VERSION } from '../graphql/versions.ts';

/**
 * The shop's numeric id: the platform names the shop by it in every Customer Account API URL
 * (`/authentication/{id}/…` for sign-in, `/{id}/account/customer/api/{version}/graphql` for data).
 */
export const SHOP_ID = '68817551510';

/** The OpenID issuer; the sign-in endpoints hang below it. */
export const issuer = (origin: string): string => `${origin}/authentication/${SHOP_ID}`;

export const graphqlUrl = (origin: string, version: string = SCHEMA_VERSION): string =>
  `${origin}/${SHOP_ID}/account/customer/api/${version}/graphql`;

/** The scopes a storefront asks for; both are required. */
export const REQUIRED_SCOPES = ['openid', 'customer-account-api:full'] as const;
export const SUPPORTED_SCOPES = ['openid', 'email', 'customer-account-api:full'] as const;
