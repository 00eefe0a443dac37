import { callApi } from '@/lib/edge/api/client';
import { TAGGING_CREATE_METAFIELD } from '@/lib/edge/api/endpoints/session';
import type { SavedProjectInput } from '@/lib/domain/account/projects';
import { readPendingProjects, writePendingProjects } from '@/lib/edge/state/design-storage';
import { goToLogin, leaveForLogin } from '@/components/account/leaveForLogin';
import { goTo } from '@/components/ui/navigate';
import { notifyOnNextPage } from '@/components/ui/toast';
import { downloadProof } from './downloadProof';

export const ARTWORK_PATH = '/account/artwork';

export interface SaveProjectOptions {
  /** The shopper asked for the proof as a file once saved (signed in only). */
  downloadProof: boolean;
  /** The toast when that download fails, shown on the artwork page. */
  downloadFailed: string;
}

/**
 * The save flow: a signed-in customer's
 * project is saved, its proof downloaded if they asked, and they go to
 * their artwork; a visitor's is held locally (the pending project, uploaded
 * at the next sign-in) and they go to sign in, told why; once it is saved
 * they land in My Artwork (no proof then: the project was not saved yet).
 * Resolves false when the save failed and the shopper stays.
 */
export async function saveProject(project: SavedProjectInput, signedIn: boolean, options?: SaveProjectOptions): Promise<boolean> {
  if (signedIn) {
    const result = await callApi(TAGGING_CREATE_METAFIELD, { body: project });
    if (result.ok) {
      // The project is saved whatever happens to its proof: a failed download only says so.
      if (options?.downloadProof) {
        const downloaded = project.proof ? await downloadProof(project.proof, project.project_name) : false;
        if (!downloaded) notifyOnNextPage(options.downloadFailed, 'error');
      }
      goTo(ARTWORK_PATH);
      return true;
    }
    if (result.status !== 401) return false;
    // A session the server no longer accepts: keep the project for after sign-in, as for a visitor.
    writePendingProjects([...readPendingProjects(), project]);
    leaveForLogin('save-artwork');
    return true;
  }
  writePendingProjects([...readPendingProjects(), project]);
  goToLogin('save-artwork');
  return true;
}
