'use client';

import { useTranslations } from 'next-intl';
import { IconClose } from '@/components/ui/icons';
import styles from './Account.module.css';

export type TaxBannerState = { kind: 'submitting' } | { kind: 'submitted' } | { kind: 'failed'; detail: string };

/**
 * The tax form's progress: submitting
 * (secondary colour), submitted (success), failed with the error text
 * (danger). Dismissible; a failure is announced assertively.
 */
export function TaxFormBanner({ state, onDismiss }: { state: TaxBannerState; onDismiss: () => void }) {
  const t = useTranslations('Account.tax');
  const tone = { submitting: styles.bannerProgress, submitted: styles.bannerSuccess, failed: styles.bannerDanger }[state.kind];
  return (
    <div className={`${styles.banner} ${tone}`} role={state.kind === 'failed' ? 'alert' : 'status'} data-testid="tax-banner">
      {state.kind === 'failed' ? (
        <p>
          <strong>{t('failed')}</strong> <span>{state.detail}</span>
        </p>
      ) : (
        <p>{state.kind === 'submitting' ? t('submitting') : t('submitted')}</p>
      )}
      <button type="button" className={`icon-button ${styles.bannerClose}`} aria-label={t('dismiss')} onClick={onDismiss}>
        <IconClose size={18} />
      </button>
    </div>
  );
}
