/**
 * Toast queue: every toast goes through `notify()`. The first toast of a
 * page downloads sonner and mounts it into the root layout's <Toaster>
 * element (SonnerHost), so pages without toasts ship no toaster code at all.
 */
import { PENDING_TOAST_KEY as PENDING_KEY } from './pendingToast';

export type ToastKind = 'success' | 'error' | 'info';

/** A link a toast offers ('View wishlist' after 'Item Added to Wishlist'). */
export interface ToastLink {
  label: string;
  href: string;
}

export interface QueuedToast {
  id: number;
  message: string;
  kind: ToastKind;
  link?: ToastLink;
}

let queue: QueuedToast[] = [];
let nextId = 1;
let everQueued = false;
let toasterClaimed = false;
const listeners = new Set<() => void>();

export function notify(message: string, kind: ToastKind = 'success', link?: ToastLink): void {
  queue = [...queue, { id: nextId++, message, kind, ...(link ? { link } : {}) }];
  if (!everQueued && !toasterClaimed) {
    void import('@/components/layout/SonnerHost').then((m) => m.mountSonner());
  }
  everQueued = true;
  listeners.forEach((listener) => listener());
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Removes and returns the queued toasts. */
export function drainToasts(): QueuedToast[] {
  const drained = queue;
  queue = [];
  return drained;
}

/** A toaster is on the page (or on its way): `notify()` must not mount another. */
export function claimToaster(): void {
  toasterClaimed = true;
}



/**
 * A toast for the page the browser is about to open ("Item Added to Cart"
 * before going to /cart): a full page load would drop an in-memory toast, so
 * it waits in sessionStorage for `showPendingToast()` on the next page.
 */
export function notifyOnNextPage(message: string, kind: ToastKind = 'success'): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ message, kind }));
  } catch {
    notify(message, kind);
  }
}

/** Shows the toast left by `notifyOnNextPage`, once. Every page calls it at start (header cart icon). */
export function showPendingToast(): void {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(PENDING_KEY);
    if (raw) window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { message, kind } = JSON.parse(raw) as { message?: unknown; kind?: unknown };
    if (typeof message === 'string' && message) notify(message, kind === 'error' || kind === 'info' ? kind : 'success');
  } catch {
    // A stale or foreign value: nothing to show.
  }
}
