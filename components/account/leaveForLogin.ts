import { currentPath, goTo } from '@/components/ui/navigate';
import { forgetSession } from './sessionSync';

/**
 * The server refused the session (expired or revoked token: 401, and it has
 * cleared the cookie): forget it locally and send the customer to sign in,
 * coming back here afterwards. Not a logout: design work stays.
 */
export function leaveForLogin(): void {
  forgetSession();
  goTo(`/login?redirectUrl=${encodeURIComponent(currentPath())}`);
}
