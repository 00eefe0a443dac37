'use client';

import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { drainToasts, subscribeToasts } from '@/components/ui/toast';

export interface SonnerHostProps {
  label?: string;
}

/** sonner's Toaster plus the bridge that shows queued toasts (loaded lazily by Toaster). */
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
