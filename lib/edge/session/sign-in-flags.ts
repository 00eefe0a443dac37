/**
 * The query flags our sign-in and sign-out routes add to the page they
 * return the shopper to, for the page to say what happened. Only these
 * three, and each says only that the step happened: the page checks the
 * session with the server before believing a sign-in.
 */
export const SIGN_IN_FLAGS = ['signedIn', 'signInFailed', 'signedOut'] as const;
export type SignInFlag = (typeof SIGN_IN_FLAGS)[number];

/** The first flag in a query string, or null (the common case: nothing to say). */
export function signInFlagOf(search: string): SignInFlag | null {
  if (!search) return null;
  const params = new URLSearchParams(search);
  return SIGN_IN_FLAGS.find((flag) => params.get(flag) === '1') ?? null;
}

/** The flags gone from the page's address, so a reload or a shared link does not say them again. */
export function dropSignInFlags(): void {
  const url = new URL(window.location.href);
  for (const name of SIGN_IN_FLAGS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
