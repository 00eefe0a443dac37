import 'server-only';
import { TRANSPORT_REPLY } from '../../ground/http/replies';
import { englishMessage } from '../../ground/validation/english';

/**
 * The English `message` of the account routes' error replies. Form messages
 * come from messages/en.json (Validation namespace, via englishMessage); the
 * islands show their own translated text for each `error` code, so these are
 * for logs, API clients and the fallback.
 */
export const REPLY = {
  ...TRANSPORT_REPLY,
  /** A wrong email or password. */
  invalidCredentials: englishMessage('login.invalidCredentials'),
  /** A password reset that failed (key reset_password_error). */
  resetFailed: 'There was an error resetting your password. Please check your email and try again.',
  /** A missing or failed reCAPTCHA. */
  recaptcha: englishMessage('recaptcha'),
  /** The failure text when the platform gives no message of its own. */
  addressFailed: 'There was a problem in updating your address',
  /** An address that could not be deleted. */
  deleteFailed: 'An Error Occurred',
  /** A reorder that could not be completed. */
  reorderFailed: "Couldn't complete reorder",
  registrationFailed: 'The account could not be created.',
  updateFailed: 'The update could not be saved.',
  /** /api/tagging/add-customer-tags: nothing may be self-applied; eligibility comes with an accepted tax form. */
  selfTaggingRefused:
    'Customers cannot tag themselves. The tax_exempt_eligible tag is added by the store when it accepts your tax form (POST /api/forms).',
} as const;
