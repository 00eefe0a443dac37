/**
 * Toast queue. Callers use `notify()`; the first toast downloads sonner and
 * mounts it into the layout's <Toaster> element, so pages without toasts
 * never download it (and ship no toaster code at all).
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface QueuedToast {
  id: number;
  message: string;
  kind: ToastKind;
}

let queue: QueuedToast[] = [];
let nextId = 1;
let everQueued = false;
const listeners = new Set<() => void>();

export function notify(message: string, kind: ToastKind = 'success'): void {
  queue = [...queue, { id: nextId++, message, kind }];
  if (!everQueued) {
    everQueued = true;
    void import('@/components/layout/SonnerHost').then((m) => m.mountSonner());
  }
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

/** True once any toast was requested (sonner is then loading or mounted). */
export function toastsRequested(): boolean {
  return everQueued;
}
