import { currentPath, goTo } from '@/components/ui/navigate';
import { forgetSession } from './sessionSync';

/**
 * The server refused the session (expired or revoked token: 401, and it has
 * cleared the cookie): forget it locally and send the customer to sign in,
 * coming back here afterwards. Not a logout: design work stays.
 */
export function leaveForLogin(): void {
  forgetSession();
  goToLogin();
}

/** To the sign-in page, coming back to this page afterwards. */
export function goToLogin(): void {
  goTo(`/login?redirectUrl=${encodeURIComponent(currentPath())}`);
}
