/**
 * Toast queue. Callers use `notify()`; the mounted <Toaster> loads sonner only
 * when the first toast arrives, so pages without toasts never download it.
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

/** True once any toast was requested (the Toaster then loads sonner). */
export function toastsRequested(): boolean {
  return everQueued;
}
