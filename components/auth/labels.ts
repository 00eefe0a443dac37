/** The auth islands' strings, built by the pages (no i18n runtime in the browser). */

export interface LoginFormLabels {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  forgotPassword: string;
  newCustomer: string;
  createAccount: string;
  /** Toast on the page after login. */
  success: string;
  /** A failure that is not the shopper's (store unreachable). */
  unavailable: string;
}

export interface RegisterFormLabels {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  submit: string;
  submitting: string;
  haveAccount: string;
  signIn: string;
  /** Toast on the login page after registration. */
  success: string;
  unavailable: string;
}

export interface ForgotPasswordFormLabels {
  email: string;
  submit: string;
  submitting: string;
  /** Success text (spec key reset_password_check_email). */
  checkEmail: string;
  /** Failure text (spec key reset_password_error). */
  error: string;
  backToLogin: string;
}
