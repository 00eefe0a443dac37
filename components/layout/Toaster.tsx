'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasts, toastsRequested } from '@/components/ui/toast';

const SonnerHost = lazy(() => import('./SonnerHost').then((m) => ({ default: m.SonnerHost })));

export interface ToasterProps {
  /** Accessible name of the notifications region. */
  label?: string;
}

/**
 * Mount once in the root layout. sonner is loaded on demand, the first time
 * `notify()` (components/ui/toast.ts) is called.
 */
export function Toaster({ label }: ToasterProps) {
  const requested = useSyncExternalStore(subscribeToasts, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerHost label={label} />
    </Suspense>
  );
}
