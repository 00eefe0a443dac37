import { notify } from '@/components/ui/toast';
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
    return notify(toast.message, toast.kind);
  }
  notify(t(flag === 'signedOut' ? 'platform.signedOut' : 'platform.failed'), flag === 'signedOut' ? 'success' : 'error');
}
