'use client';

import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { notify } from '@/components/ui/toast';
import { deleteSavedProject, getSavedProjects } from '@/lib/account/client';
import { toSavedProjectViews, type SavedProjectView } from '@/lib/account/saved-project-view';
import { fill } from '@/lib/configurator/messages';
import { AccountSkeleton, LoadError } from './AccountStatus';
import type { ArtworkLabels, CommonLabels } from './labels';
import { leaveForLogin } from './leaveForLogin';
import { useAccountData } from './useAccountData';
import styles from './Artwork.module.css';

export interface SavedArtworkProps {
  labels: ArtworkLabels;
  common: CommonLabels;
}

/**
 * Saved artwork (spec accounts §2 "Saved artwork"): the customer's saved
 * design projects with thumbnail, names, size, quantity, material and the
 * proof; Delete asks first. Saving comes from the design editor.
 */
export function SavedArtwork({ labels, common }: SavedArtworkProps) {
  const load = useCallback(async () => {
    const result = await getSavedProjects();
    return result.ok ? { ...result, data: toSavedProjectViews(result.data?.projects) } : result;
  }, []);
  const { state, reload, retry } = useAccountData(load);
  const [deleting, setDeleting] = useState<SavedProjectView | null>(null);
  const [busyId, setBusyId] = useState<SavedProjectView['id'] | null>(null);

  async function remove(project: SavedProjectView) {
    setBusyId(project.id);
    const result = await deleteSavedProject(project.id);
    setBusyId(null);
    if (result.ok) {
      notify(labels.deleted);
      await reload();
    } else if (result.status === 401) {
      leaveForLogin();
    } else {
      notify(result.error === 'rate_limited' ? common.rateLimited : labels.deleteFailed, 'error');
    }
  }

  if (state.status === 'loading') return <AccountSkeleton label={common.loading} />;
  if (state.status === 'error') {
    const message = state.failure.error === 'rate_limited' ? common.rateLimited : labels.loadError;
    return <LoadError message={message} retryLabel={common.retry} onRetry={retry} />;
  }
  const projects = state.data;
  const nameOf = (p: SavedProjectView) => p.projectName || labels.untitled;

  return (
    <>
      {projects.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{labels.empty}</p>
          <p>{labels.emptyHint}</p>
        </div>
      ) : (
        <ul className={styles.grid}>
          {projects.map((project) => (
            <li key={project.id} className={styles.card} data-testid="artwork-card">
              <div className={styles.thumb}>
                {project.thumbnail ? (
                  // eslint-disable-next-line @next/next/no-img-element -- an editor thumbnail (URL or data URL), no CDN sizes
                  <img
                    src={project.thumbnail}
                    alt={fill(labels.thumbnailAlt, { name: nameOf(project) })}
                    width={240}
                    height={240}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
              </div>
              <h2 className={styles.name}>{nameOf(project)}</h2>
              <dl className={styles.facts}>
                {project.productName ? (
                  <div>
                    <dt>{labels.product}</dt>
                    <dd>{project.productName}</dd>
                  </div>
                ) : null}
                {project.size ? (
                  <div>
                    <dt>{labels.size}</dt>
                    <dd>{project.size}</dd>
                  </div>
                ) : null}
                {project.quantity ? (
                  <div>
                    <dt>{labels.quantity}</dt>
                    <dd>{project.quantity}</dd>
                  </div>
                ) : null}
                {project.material ? (
                  <div>
                    <dt>{labels.material}</dt>
                    <dd>{project.material}</dd>
                  </div>
                ) : null}
              </dl>
              <p className={styles.actions}>
                {project.proof ? (
                  <a
                    href={project.proof}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="button button-secondary"
                    aria-label={fill(labels.proofLabel, { name: nameOf(project) })}
                  >
                    {labels.proof}
                  </a>
                ) : null}
                <button
                  type="button"
                  className="button button-ghost"
                  aria-label={fill(labels.deleteLabel, { name: nameOf(project) })}
                  disabled={busyId === project.id}
                  onClick={() => setDeleting(project)}
                >
                  {labels.delete}
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={labels.confirmTitle}
        message={fill(labels.confirmMessage, { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={labels.confirmDelete}
        cancelLabel={common.cancel}
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
