import 'server-only';
import type { Session } from '../../../ground/http/session-cookie';
import { storefrontQuery, type RequestContext } from '../client';
import { CUSTOMER_ACCESS_TOKEN_CREATE, CUSTOMER_ACCESS_TOKEN_DELETE, CUSTOMER_RECOVER } from '../documents';
import { userErrorMessages } from './map';

/** Access tokens and password recovery. Failures of the store itself throw StorefrontError. */

export type SignInResult = { ok: true; session: Session } | { ok: false; messages: string[] };

/** customerAccessTokenCreate: a session for these credentials, or the platform's refusal. */
export async function createAccessToken(context: RequestContext, email: string, password: string): Promise<SignInResult> {
  const data = await storefrontQuery(CUSTOMER_ACCESS_TOKEN_CREATE, { variables: { input: { email, password } }, context });
  const payload = data.customerAccessTokenCreate;
  const token = payload?.customerAccessToken;
  if (token?.accessToken && token.expiresAt && !Number.isNaN(Date.parse(token.expiresAt))) {
    return { ok: true, session: { token: token.accessToken, expiresAt: token.expiresAt } };
  }
  return { ok: false, messages: userErrorMessages(payload?.customerUserErrors ?? []) };
}

/** customerAccessTokenDelete; true when the platform reported no error. */
export async function deleteAccessToken(context: RequestContext, token: string): Promise<boolean> {
  const data = await storefrontQuery(CUSTOMER_ACCESS_TOKEN_DELETE, { variables: { customerAccessToken: token }, context });
  return (data.customerAccessTokenDelete?.userErrors ?? []).length === 0;
}

/** customerRecover: the platform emails a reset link; its user errors mean the reset failed. */
export async function recoverPassword(context: RequestContext, email: string): Promise<{ ok: true } | { ok: false; messages: string[] }> {
  const data = await storefrontQuery(CUSTOMER_RECOVER, { variables: { email }, context });
  const errors = data.customerRecover?.customerUserErrors ?? [];
  return errors.length ? { ok: false, messages: userErrorMessages(errors) } : { ok: true };
}
