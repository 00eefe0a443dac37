/** The payload entries every cart mutation answers with (CartUserError, CartWarning). */

export interface CartUserError {
  /** a CartErrorCode value */
  code: string;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  /** a CartWarningCode value */
  code: string;
  message: string;
  /** the id of what the warning is about: a cart line, a selectable address, the cart */
  target: string;
}

/** Shopify's answer to an unknown cart, an id without its `?key=` or with a wrong one (changelog, Aug 2024). */
export const CART_NOT_FOUND: CartUserError = { code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' };

/** A field path below a base path, with list indexes as strings the way Shopify reports them. */
export const at = (base: string[], ...rest: (string | number)[]): string[] => [...base, ...rest.map(String)];
