import 'server-only';
import { requestScope } from '@/lib/edge/api/server';
import { config } from '@/lib/ground/config';
import { issueVisitorId, requestVisitorId } from '@/lib/edge/session/design-visitor';
import { CustomerTokenRefused } from '@/lib/services/shopify/customer';
import { customerAccounts } from '@/lib/domain/account/customer-accounts';
import { clearSessionCookie, platformSession, readSession } from '@/lib/edge/session/server';

/**
 * Whose design-service user a request is for: a live session's customer
 * (their numeric id), else the visitor id our server issued to this browser
 * (a signed httpOnly cookie). Nothing a request body or query names is ever
 * used, so no one can act as, or read the files of, another shopper.
 */
export interface DesignUser {
  /** The customer's numeric id or the visitor's issued UUID. */
  userId: string;
  /** Set-Cookie values the reply must carry: a newly issued visitor id, a stale session removed. */
  setCookies: string[];
}

/** `gid://shopify/Customer/42` → "42": the id the design service knows a customer by. */
export function customerUserId(customerGid: string): string {
  const numeric = /\/(\d+)(?:\?.*)?$/.exec(customerGid)?.[1];
  if (!numeric) throw new Error('customer id is not a platform gid');
  return numeric;
}

/** The key visitor ids are signed with: the design service's own secret, which never leaves the server. */
export const visitorSecret = (): string => config().DESIGNER_API_KEY;

/**
 * The customer's id, or the request's verified visitor id, or null when it
 * has neither (reading only: nothing is issued).
 */
export async function knownDesignUser(request: Request): Promise<{ userId: string | null; staleSession: boolean }> {
  const session = await platformSession(request);
  if (session) {
    try {
      const { details } = await customerAccounts().loadCustomer(requestScope(request).context, session.token);
      return { userId: customerUserId(details.id), staleSession: false };
    } catch (error) {
      if (!(error instanceof CustomerTokenRefused)) throw error;
      return { userId: requestVisitorId(request, visitorSecret()), staleSession: true };
    }
  }
  // A live cookie the platform no longer honours (its session ended there) is stale too.
  return { userId: requestVisitorId(request, visitorSecret()), staleSession: readSession(request) !== null };
}

/** As knownDesignUser, issuing a visitor id to a browser that has none yet. */
export async function designUser(request: Request): Promise<DesignUser> {
  const known = await knownDesignUser(request);
  // A session the platform no longer accepts is removed, so the next request is plainly a visitor's.
  const setCookies: string[] = known.staleSession ? [clearSessionCookie()] : [];
  let userId = known.userId;
  if (userId === null) {
    const issued = issueVisitorId(visitorSecret(), config().PUBLIC_URL_SCHEME === 'https');
    userId = issued.id;
    setCookies.push(issued.setCookie);
  }
  return { userId, setCookies };
}

/** `response` with the user's cookies set. */
export function withUserCookies(response: Response, user: { setCookies: readonly string[] }): Response {
  for (const cookie of user.setCookies) response.headers.append('Set-Cookie', cookie);
  return response;
}
