'use client';

import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster as Sonner, toast } from 'sonner';
import { claimToaster, drainToasts, subscribeToasts } from '@/components/ui/toast';
import styles from './SonnerHost.module.css';

// Loaded by a page's first toast: this is the page's one toaster.
claimToaster();

export interface SonnerHostProps {
  label?: string;
}

/**
 * Modal dialogs live in the top layer, above any z-index, so the toasts do
 * too: a manual popover, shown once and moved back above an open dialog
 * when a toast arrives (the quick view's "Added to Wishlist").
 */
function raise(layer: HTMLElement | null) {
  if (!layer || typeof layer.showPopover !== 'function') return;
  if (layer.matches(':popover-open')) {
    if (!document.querySelector('dialog[open]')) return;
    layer.hidePopover();
  }
  layer.showPopover();
}

/**
 * sonner's Toaster plus the bridge that shows queued toasts. Bottom right
 * (full width at the bottom on phones): the top right is the header's
 * controls, the language tip and the account panel.
 */
export function SonnerHost({ label }: SonnerHostProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    function flush() {
      const toasts = drainToasts();
      if (toasts.length > 0) raise(layerRef.current);
      for (const item of toasts) {
        // A real link, so it opens in a new tab too and needs no script to work.
        const options = item.link
          ? { action: <a href={item.link.href} className={styles.link}>{item.link.label}</a> }
          : undefined;
        if (item.kind === 'error') toast.error(item.message, options);
        else if (item.kind === 'info') toast.info(item.message, options);
        else toast.success(item.message, options);
      }
    }
    flush();
    return subscribeToasts(flush);
  }, []);

  return (
    <div ref={layerRef} popover="manual" className={styles.layer}>
      <Sonner position="bottom-right" closeButton richColors containerAriaLabel={label} />
    </div>
  );
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
