import type { CustomerUserErrorReply } from '../types';

/**
 * The platform no longer accepts the session's access token (expired,
 * deleted at logout elsewhere, or replaced by a password change): the
 * customer query answers null, or a mutation answers TOKEN_INVALID. Route
 * handlers turn it into 401 and clear the session cookie.
 */
export class CustomerTokenRefused extends Error {
  readonly operation: string;

  constructor(operation: string) {
    super(`${operation}: the platform refused the customer access token`);
    this.name = 'CustomerTokenRefused';
    this.operation = operation;
  }
}

const REFUSED_CODES = new Set(['TOKEN_INVALID', 'UNIDENTIFIED_CUSTOMER', 'CUSTOMER_DISABLED']);

/** Throws CustomerTokenRefused when the user errors say the token is not (or no longer) valid. */
export function assertTokenAccepted(operation: string, errors: readonly Pick<CustomerUserErrorReply, 'code'>[]): void {
  if (errors.some((e) => e.code && REFUSED_CODES.has(e.code))) throw new CustomerTokenRefused(operation);
}
