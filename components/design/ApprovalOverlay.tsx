'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { ArtworkProperties } from '@/lib/domain/design/artwork';
import type { PreflightIssue } from '@/lib/domain/design/preflight';
import { PreflightChecks } from './PreflightChecks';
import { ShareProof, type SharedProof } from './ShareProof';
import styles from './DesignModal.module.css';
import checkStyles from './Preflight.module.css';

export interface ApprovalOverlayProps {
  productTitle: string;
  artwork: ArtworkProperties;
  /** The print checks of the shopper's uploaded artwork at the size being approved; null when none was uploaded. */
  checks: readonly PreflightIssue[] | null;
  /** What approval says while the item is on its way ("Adding…", or the punchout hand-off's text); null when idle. */
  addingText: string | null;
  onBack: () => void;
  onApprove: () => void;
  /** The proof as a link shares it; without it, no sharing is offered. */
  share?: () => SharedProof;
}

/**
 * The approval step: the proof as it
 * will print, the print checks of the uploaded artwork beside it, the
 * artwork notice when an image is low resolution,
 * GO BACK TO DESIGN, and approval, which adds the designed item; the proof
 * may be shared first, for a colleague to see or approve.
 */
export function ApprovalOverlay({ productTitle, artwork, checks, addingText, onBack, onApprove, share }: ApprovalOverlayProps) {
  const t = useTranslations('Design');
  const adding = addingText !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const proof = (
    <div className={styles.proofFrame}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the proof lives on the design service, sized by it */}
      <img className={styles.proof} src={artwork.thumbnail} alt={t('proofAlt', { product: productTitle })} data-testid="design-proof" />
    </div>
  );
  return (
    <section className={styles.overlay} aria-labelledby="design-approval-title" data-testid="design-approval">
      <h3 id="design-approval-title" ref={heading} tabIndex={-1} className={styles.overlayTitle}>
        {t('approvalTitle')}
      </h3>
      <p className={styles.help}>{t('approvalHelp')}</p>
      {checks ? (
        <div className={checkStyles.proofRow}>
          {proof}
          <section className={checkStyles.proofChecks} aria-labelledby="design-proof-checks" data-testid="proof-checks">
            <h4 id="design-proof-checks" className={checkStyles.proofChecksTitle}>
              {t('preflight.proofChecks')}
            </h4>
            <PreflightChecks issues={checks} />
          </section>
        </div>
      ) : (
        proof
      )}
      {artwork.low_dpi === 'true' && (
        <p className={styles.notice} role="alert" data-testid="artwork-notice">
          {t('artworkNotice')}
        </p>
      )}
      <div className={styles.overlayActions}>
        <button type="button" className="button button-secondary" onClick={onBack} disabled={adding}>
          {t('goBack')}
        </button>
        <button type="button" className="button" onClick={onApprove} disabled={adding} aria-busy={adding}>
          {addingText ?? t('approve')}
        </button>
      </div>
      {/* After approval: adding to the cart stays the step in view, sharing comes second. */}
      {share ? <ShareProof input={share} /> : null}
    </section>
  );
}
