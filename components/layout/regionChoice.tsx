import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { readStoredCartLineCount } from '@/lib/edge/state/cart-count';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Translated } from '@/components/i18n/Translated';

interface RegionConfirmProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation that the cart does not transfer; its strings come with it, not with the switcher. */
function RegionConfirm({ onConfirm, onCancel }: RegionConfirmProps) {
  const t = useTranslations('Region.confirm');
  return (
    <ConfirmDialog
      open
      title={t('title')}
      message={t('message')}
      confirmLabel={t('continue')}
      cancelLabel={t('cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/**
 * The region switch, loaded when the switcher opens: with an empty cart
 * goes to `href` at once (and returns null); otherwise returns the
 * confirmation that the cart does not transfer, to render until `done`.
 */
export function chooseRegion(href: string, navigate: (href: string) => void, done: () => void): ReactNode {
  if (readStoredCartLineCount() === 0) {
    navigate(href);
    return null;
  }
  return (
    <Translated>
      <RegionConfirm
        onCancel={done}
        onConfirm={() => {
          done();
          navigate(href);
        }}
      />
    </Translated>
  );
}
