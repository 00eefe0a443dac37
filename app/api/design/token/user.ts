import 'server-only';
import { requestScope } from '@/lib/api/server';
import { CustomerTokenRefused, loadCustomer } from '@/lib/shopify/customer';
import { readSession } from '@/lib/session/server';

/**
 * Whose design-service user a token request is for. A live session's
 * customer always wins, whatever the body says, so a visitor can never
 * obtain a token for a customer's id; otherwise the visitor's own UUID
 * (the contract admits nothing else). The session holds only the access
 * token, so the customer's id comes from the platform.
 */
export interface DesignUser {
  /** The customer's numeric id, the visitor's UUID, or null when there is neither. */
  userId: string | null;
  /** The request carried a session the platform no longer accepts: the reply clears its cookie. */
  staleSession: boolean;
}

/** `gid://shopify/Customer/42` → "42": the id the design service knows a customer by. */
export function customerUserId(customerGid: string): string {
  const numeric = /\/(\d+)(?:\?.*)?$/.exec(customerGid)?.[1];
  if (!numeric) throw new Error('customer id is not a platform gid');
  return numeric;
}

export async function designUser(request: Request, visitorId: string | undefined): Promise<DesignUser> {
  const session = readSession(request);
  if (session) {
    try {
      const { details } = await loadCustomer(requestScope(request).context, session.token);
      return { userId: customerUserId(details.id), staleSession: false };
    } catch (error) {
      if (!(error instanceof CustomerTokenRefused)) throw error;
      return { userId: visitorId ?? null, staleSession: true };
    }
  }
  return { userId: visitorId ?? null, staleSession: false };
}
