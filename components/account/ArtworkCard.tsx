'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { downloadProof } from '@/components/design/downloadProof';
import { ShareProof } from '@/components/design/ShareProof';
import { Facts } from '@/components/ui/Facts';
import { notify } from '@/components/ui/toast';
import { reopenBlocker, type SavedProjectView } from '@/lib/domain/account/saved-project-view';
import { shareDate, shareRef } from '@/lib/domain/design/proof-share-ref';
import type { ProofApprovalView } from '@/lib/edge/design/proof-share-client';
import { reopenProject } from './reopenProject';
import styles from './Artwork.module.css';

export interface ArtworkCardProps {
  project: SavedProjectView;
  /** The project's name as shown (its own, or "Untitled project"). */
  name: string;
  /** Its delete is under way. */
  deleting: boolean;
  /** Asks to delete it (the page confirms first). */
  onDelete: () => void;
  /** Its live shared link, when it has one: approved or still waiting. */
  shared?: ProofApprovalView;
}

/**
 * One saved project: thumbnail, names,
 * size, quantity and material; Edit & order reopens the design on its
 * product page to change it and order it again; the proof opens in a new
 * tab or downloads as a file; Delete.
 */
export function ArtworkCard({ project, name, deleting, onDelete, shared }: ArtworkCardProps) {
  const t = useTranslations('Account');
  const ts = useTranslations('ProofShare.status');
  const reasonId = useId();
  const [downloading, setDownloading] = useState(false);
  const [reopening, setReopening] = useState(false);
  const { proof } = project;
  const blocker = reopenBlocker(project);
  const reason = blocker ? t('artwork.cannotReopen', { reason: blocker }) : undefined;

  async function download(proof: string) {
    setDownloading(true);
    const done = await downloadProof(proof, name);
    setDownloading(false);
    if (!done) notify(t('artwork.downloadFailed'), 'error');
  }

  async function reopen() {
    setReopening(true);
    try {
      // On success the page is being left: the button stays busy until it goes.
      if (!(await reopenProject(project))) setReopening(false);
    } catch (error) {
      console.error('Reopening the project failed', error);
      setReopening(false);
      notify(t('artwork.reopenFailed'), 'error');
    }
  }

  return (
    <li className={styles.card} data-testid="artwork-card">
      <div className={styles.thumb}>
        {project.thumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- an editor thumbnail (URL or data URL), no CDN sizes
          <img src={project.thumbnail} alt={t('artwork.thumbnailAlt', { name })} width={240} height={240} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <h2 className={styles.name}>{name}</h2>
      <Facts
        className={styles.facts}
        facts={[
          { term: t('artwork.product'), value: project.productName },
          { term: t('artwork.size'), value: project.size },
          { term: t('artwork.quantity'), value: project.quantity },
          { term: t('artwork.material'), value: project.material },
        ].filter((fact) => fact.value)}
      />
      {shared ? <SharedStatus shared={shared} t={ts} /> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={`button ${styles.action}`}
          aria-label={t('artwork.reopenLabel', { name })}
          disabled={blocker !== null || reopening}
          aria-busy={reopening || undefined}
          aria-describedby={reason ? reasonId : undefined}
          title={reason}
          onClick={() => void reopen()}
        >
          {t('artwork.reopen')}
        </button>
        {reason ? (
          <p id={reasonId} className={styles.reason}>
            {reason}
          </p>
        ) : null}
        {proof ? (
          <div className={styles.proof}>
            <a
              href={proof}
              target="_blank"
              rel="noopener noreferrer"
              className={`button button-secondary ${styles.action}`}
              aria-label={t('artwork.proofLabel', { name })}
            >
              {t('artwork.proof')}
            </a>
            <button
              type="button"
              className={`button button-secondary ${styles.action}`}
              aria-label={downloading ? undefined : t('artwork.downloadProofLabel', { name })}
              disabled={downloading}
              aria-busy={downloading || undefined}
              onClick={() => void download(proof)}
            >
              {downloading ? t('artwork.downloadingProof') : t('artwork.downloadProof')}
            </button>
          </div>
        ) : null}
        {proof && project.productHandle ? (
          <ShareProof
            name={name}
            input={() => ({
              handle: project.productHandle,
              size: project.size,
              material: project.material || undefined,
              quantity: Number.parseInt(project.quantity, 10) || 1,
              projectName: project.projectName || undefined,
              proof,
              thumbnail: project.thumbnail && /^https?:/i.test(project.thumbnail) ? project.thumbnail : undefined,
              ref: shareRef(project),
            })}
          />
        ) : null}
        <button type="button" className={`button button-ghost ${styles.action}`} aria-label={t('artwork.deleteLabel', { name })} disabled={deleting} onClick={onDelete}>
          {t('artwork.delete')}
        </button>
      </div>
    </li>
  );
}

/** What became of the project's shared link: approved (by whom, when, and their comment), or waiting. */
function SharedStatus({ shared, t }: { shared: ProofApprovalView; t: ReturnType<typeof useTranslations<'ProofShare.status'>> }) {
  const locale = useLocale();
  const { approval } = shared;
  if (!approval) return <p className={styles.shareStatus}>{t('awaiting')}</p>;
  const date = shareDate(approval.at, locale);
  return (
    <div className={`${styles.shareStatus} ${styles.approved}`} data-testid="proof-approval">
      <p>{approval.name ? t('approvedBy', { name: approval.name, date }) : t('approved', { date })}</p>
      {approval.comment ? <p>{t('comment', { comment: approval.comment })}</p> : null}
    </div>
  );
}
