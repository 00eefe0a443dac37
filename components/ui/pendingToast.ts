/**
 * Where `notifyOnNextPage` (./toast.ts) leaves a toast for the next page. Its
 * own module so every page can check for one without downloading the toast
 * queue: the queue loads only when a toast waits.
 */
export const PENDING_TOAST_KEY = 'pending-toast';

/** True when the previous page left a toast to show. */
export function hasPendingToast(): boolean {
  try {
    return window.sessionStorage.getItem(PENDING_TOAST_KEY) !== null;
  } catch {
    return false;
  }
}
