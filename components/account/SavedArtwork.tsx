'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { notify } from '@/components/ui/toast';
import { deleteSavedProject, getSavedProjects } from '@/lib/edge/account/client';
import { toSavedProjectViews, type SavedProjectView } from '@/lib/domain/account/saved-project-view';
import { shareRef } from '@/lib/domain/design/proof-share-ref';
import { getProofApprovals, type ProofApprovalView } from '@/lib/edge/design/proof-share-client';
import { AccountSkeleton, LoadError } from './AccountStatus';
import { ArtworkCard } from './ArtworkCard';
import { leaveForLogin } from './leaveForLogin';
import { useAccountData } from './useAccountData';
import styles from './Artwork.module.css';

/**
 * Saved artwork: the customer's saved
 * design projects (./ArtworkCard.tsx: the project, its proof to view or
 * download, Edit & order); Delete asks first. Saving comes from the design
 * editor.
 */
export function SavedArtwork() {
  const t = useTranslations('Account');
  const load = useCallback(async () => {
    const result = await getSavedProjects();
    return result.ok ? { ...result, data: toSavedProjectViews(result.data?.projects) } : result;
  }, []);
  const { state, reload, retry } = useAccountData(load);
  const [deleting, setDeleting] = useState<SavedProjectView | null>(null);
  const [busyId, setBusyId] = useState<SavedProjectView['id'] | null>(null);
  // The projects' shared links, by reference; without them the cards simply show none.
  const [shares, setShares] = useState<ReadonlyMap<string, ProofApprovalView>>(new Map());
  useEffect(() => {
    let live = true;
    void getProofApprovals().then((result) => {
      if (live && result.ok) setShares(new Map(result.data.shares.map((share) => [share.ref, share])));
    });
    return () => {
      live = false;
    };
  }, []);

  async function remove(project: SavedProjectView) {
    setBusyId(project.id);
    const result = await deleteSavedProject(project.id);
    setBusyId(null);
    if (result.ok) {
      notify(t('artwork.deleted'));
      await reload();
    } else if (result.status === 401) {
      leaveForLogin();
    } else {
      notify(result.error === 'rate_limited' ? t('common.rateLimited') : t('artwork.deleteFailed'), 'error');
    }
  }

  if (state.status === 'loading') return <AccountSkeleton />;
  if (state.status === 'error') {
    const message = state.failure.error === 'rate_limited' ? t('common.rateLimited') : t('artwork.loadError');
    return <LoadError message={message} onRetry={retry} />;
  }
  const projects = state.data;
  const nameOf = (p: SavedProjectView) => p.projectName || t('artwork.untitled');

  return (
    <>
      {projects.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('artwork.empty')}</p>
          <p>{t('artwork.emptyHint')}</p>
        </div>
      ) : (
        <ul className={styles.grid}>
          {projects.map((project) => (
            <ArtworkCard
              key={project.id}
              project={project}
              name={nameOf(project)}
              deleting={busyId === project.id}
              onDelete={() => setDeleting(project)}
              shared={shares.get(shareRef(project))}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('artwork.confirmTitle')}
        message={t('artwork.confirmMessage', { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('artwork.confirmDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void remove(target);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
