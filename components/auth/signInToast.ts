import type { PendingUploads } from '@/lib/edge/session/login-reason';

type Translate = (key: string, values?: Record<string, string | number>) => string;
export interface SignInToast {
  message: string;
  kind: 'success' | 'error';
}

/**
 * The toast after signing in, in the `Auth` messages: "Logged in
 * successfully", and what became of the projects saved while signed out,
 * naming the latest one. A project that did not make it is said first: the
 * shopper must know their work is not in My Artwork.
 */
export function signInToast(t: Translate, { saved, kept, refused }: PendingUploads): SignInToast {
  const latest = (names: string[]) => names[names.length - 1] ?? '';
  if (kept.length > 0) return { message: t('login.projectKept', { name: latest(kept) }), kind: 'error' };
  if (refused.length > 0) return { message: t('login.projectRefused', { name: latest(refused) }), kind: 'error' };
  if (saved.length > 0) return { message: t('login.projectSaved', { name: latest(saved), others: saved.length - 1 }), kind: 'success' };
  return { message: t('login.success'), kind: 'success' };
}
