'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { Preflight } from '@/lib/domain/design/preflight';
import type { ContentGrid } from '@/lib/domain/design/preflight-pixels';
import { PreflightChecks } from './PreflightChecks';
import { PreflightPreview } from './PreflightPreview';
import modal from './DesignModal.module.css';
import styles from './Preflight.module.css';

export interface PreflightNoticeProps {
  preflight: Preflight;
  grid: ContentGrid | null;
  imageUrl: string;
  onDismiss: () => void;
}

/**
 * What the print checks found in the artwork just uploaded, shown over the
 * editor before the shopper designs further: each problem with what to do,
 * and the preview marking where. A warning, not a gate: one click goes on.
 */
export function PreflightNotice({ preflight, grid, imageUrl, onDismiss }: PreflightNoticeProps) {
  const t = useTranslations('Design.preflight');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`${modal.overlay} ${styles.notice}`} aria-labelledby={titleId} data-testid="preflight-notice">
      <h3 id={titleId} ref={heading} tabIndex={-1} className={modal.overlayTitle}>
        {t('title')}
      </h3>
      <p className={modal.help}>{t('intro')}</p>
      <div className={styles.body}>
        <PreflightPreview preflight={preflight} grid={grid} imageUrl={imageUrl} />
        <PreflightChecks issues={preflight.issues} />
      </div>
      <div className={modal.overlayActions}>
        <button type="button" className="button" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      </div>
    </section>
  );
}
