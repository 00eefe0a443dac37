'use client';

import { IconClose } from '@/components/ui/icons';
import type { TaxLabels } from './labels';
import styles from './Account.module.css';

export type TaxBannerState = { kind: 'submitting' } | { kind: 'submitted' } | { kind: 'failed'; detail: string };

/**
 * The tax form's progress (spec accounts §4 "Tax form banner"): submitting
 * (secondary colour), submitted (success), failed with the error text
 * (danger). Dismissible; a failure is announced assertively.
 */
export function TaxFormBanner({ state, labels, onDismiss }: { state: TaxBannerState; labels: TaxLabels; onDismiss: () => void }) {
  const tone = { submitting: styles.bannerProgress, submitted: styles.bannerSuccess, failed: styles.bannerDanger }[state.kind];
  return (
    <div className={`${styles.banner} ${tone}`} role={state.kind === 'failed' ? 'alert' : 'status'} data-testid="tax-banner">
      {state.kind === 'failed' ? (
        <p>
          <strong>{labels.failed}</strong> <span>{state.detail}</span>
        </p>
      ) : (
        <p>{state.kind === 'submitting' ? labels.submitting : labels.submitted}</p>
      )}
      <button type="button" className={`icon-button ${styles.bannerClose}`} aria-label={labels.dismiss} onClick={onDismiss}>
        <IconClose size={18} />
      </button>
    </div>
  );
}
