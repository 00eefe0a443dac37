import type { ReactNode } from 'react';
import { readStoredCartLineCount } from '@/lib/state/cart-count';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/ConfirmDialog';

export type RegionConfirmLabels = Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'cancelLabel'>;

/**
 * Spec §4 "Region switch", loaded when the switcher opens: with an empty cart
 * goes to `href` at once (and returns null); otherwise returns the
 * confirmation that the cart does not transfer, to render until `done`.
 */
export function chooseRegion(
  href: string,
  labels: RegionConfirmLabels,
  navigate: (href: string) => void,
  done: () => void,
): ReactNode {
  if (readStoredCartLineCount() === 0) {
    navigate(href);
    return null;
  }
  return (
    <ConfirmDialog
      {...labels}
      open
      onCancel={done}
      onConfirm={() => {
        done();
        navigate(href);
      }}
    />
  );
}
