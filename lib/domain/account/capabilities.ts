/**
 * What the provider that signs customers in lets them change in the account
 * area: the Customer Account API keeps the email as the platform's sign-in
 * and has no passwords. Plain data, for the pages and their islands.
 */
export interface AccountCapabilities {
  /** Email and phone are the customer's own contact details here, not the platform's sign-in. */
  changeEmail: boolean;
  /** The customer has a password with us. */
  changePassword: boolean;
}

/** Customers with a password and contact details of their own (legacy accounts). */
export const FULL_CAPABILITIES: AccountCapabilities = { changeEmail: true, changePassword: true };
