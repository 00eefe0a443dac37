'use client';

import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster as Sonner, toast } from 'sonner';
import { claimToaster, drainToasts, subscribeToasts } from '@/components/ui/toast';

// Loaded with a shop layout, or by the first toast of a catalog page: either way this is the page's one toaster.
claimToaster();

export interface SonnerHostProps {
  label?: string;
}

/** sonner's Toaster plus the bridge that shows queued toasts. */
export function SonnerHost({ label }: SonnerHostProps) {
  useEffect(() => {
    function flush() {
      for (const item of drainToasts()) {
        if (item.kind === 'error') toast.error(item.message);
        else if (item.kind === 'info') toast.info(item.message);
        else toast.success(item.message);
      }
    }
    flush();
    return subscribeToasts(flush);
  }, []);

  return <Sonner position="top-right" closeButton richColors containerAriaLabel={label} />;
}

/**
 * Renders SonnerHost into the Toaster's element (or a new one at the end of
 * the body). Loaded and called by the first `notify()`.
 */
export function mountSonner(): void {
  const mount = document.querySelector<HTMLElement>('[data-toaster]');
  const container = mount ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(<SonnerHost label={mount?.dataset.toaster || undefined} />);
}
