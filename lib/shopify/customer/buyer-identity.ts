import 'server-only';
import type { CountryCode } from '@shopify/hydrogen-react/storefront-api-types';
import { storefrontQuery, type RequestContext } from '../client';
import { CART_BUYER_IDENTITY_UPDATE } from '../documents';

/**
 * cartBuyerIdentityUpdate (spec shopping §7): attaches a signed-in customer
 * to a platform cart, so checkout pre-fills their email and default address.
 * Returns the platform's user error messages ([] on success).
 */
export async function attachCustomerToCart(
  context: RequestContext,
  cartId: string,
  token: string,
  countryCode?: CountryCode,
): Promise<string[]> {
  const data = await storefrontQuery(CART_BUYER_IDENTITY_UPDATE, {
    variables: { cartId, buyerIdentity: { customerAccessToken: token, ...(countryCode ? { countryCode } : {}) } },
    context,
  });
  const payload = data.cartBuyerIdentityUpdate;
  const errors = payload?.userErrors ?? [];
  if (errors.length) return errors.map((e) => e.message);
  return payload?.cart?.id ? [] : ['cartBuyerIdentityUpdate returned no cart'];
}
