import { notify, notifyOnNextPage } from '@/components/ui/toast';
import { goTo } from '@/components/ui/navigate';
import { MY_ARTWORK_PATH } from '@/lib/edge/session/login-reason';
import { signInToast } from '@/components/auth/signInToast';
import { completePlatformSignIn } from '@/lib/edge/session/client';
import type { SignInFlag } from '@/lib/edge/session/sign-in-flags';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * What the page says on return from the platform's sign-in or sign-out
 * pages: the sign-in is completed here as a form sign-in would (session
 * stored, pending projects uploaded) and toasted in the same words.
 */
export async function announcePlatformReturn(flag: SignInFlag, t: Translate): Promise<void> {
  if (flag === 'signedIn') {
    const done = await completePlatformSignIn();
    if (!done.ok) return notify(t('platform.failed'), 'error');
    const toast = signInToast(t, done.uploads);
    // Projects wait for a sign-in only when a visitor saved one: once saved, My Artwork confirms it, as after our own form.
    if (done.uploads.saved.length > 0 && window.location.pathname !== MY_ARTWORK_PATH) {
      notifyOnNextPage(toast.message, toast.kind);
      return goTo(MY_ARTWORK_PATH);
    }
    return notify(toast.message, toast.kind);
  }
  notify(t(flag === 'signedOut' ? 'platform.signedOut' : 'platform.failed'), flag === 'signedOut' ? 'success' : 'error');
}
