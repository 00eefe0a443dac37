import type { LoginReason } from '@/lib/edge/session/login-reason';
import { withRedirectUrl } from '@/lib/ground/http/redirect';
import { currentPath, goTo } from '@/components/ui/navigate';
import { forgetSession } from './sessionSync';

/**
 * The server refused the session (expired or revoked token: 401, and it has
 * cleared the cookie): forget it locally and send the customer to sign in,
 * coming back here afterwards. Not a logout: design work stays.
 */
export function leaveForLogin(reason?: LoginReason): void {
  forgetSession();
  goToLogin(reason);
}

/** To the sign-in page, coming back to this page afterwards; the reason, when given, is what the page tells the shopper. */
export function goToLogin(reason?: LoginReason): void {
  goTo(withRedirectUrl('/login', currentPath(), reason));
}
