import { callApi } from '@/lib/api/client';
import { TAGGING_CREATE_METAFIELD } from '@/lib/api/endpoints';
import type { SavedProjectInput } from '@/lib/account/projects';
import { readPendingProjects, writePendingProjects } from '@/lib/state/design-storage';
import { goToLogin, leaveForLogin } from '@/components/account/leaveForLogin';
import { goTo } from '@/components/ui/navigate';

export const ARTWORK_PATH = '/account/artwork';

/**
 * The save flow (spec accounts §4 "Save flow"): a signed-in customer's
 * project is saved and they go to their artwork; a visitor's is held
 * locally (the pending project, uploaded at the next sign-in) and they go
 * to sign in, coming back to this page, where the editor reopens.
 * Resolves false when the save failed and the shopper stays.
 */
export async function saveProject(project: SavedProjectInput, signedIn: boolean): Promise<boolean> {
  if (signedIn) {
    const result = await callApi(TAGGING_CREATE_METAFIELD, { body: project });
    if (result.ok) {
      goTo(ARTWORK_PATH);
      return true;
    }
    if (result.status !== 401) return false;
    // A session the server no longer accepts: keep the project for after sign-in, as for a visitor.
    writePendingProjects([...readPendingProjects(), project]);
    leaveForLogin();
    return true;
  }
  writePendingProjects([...readPendingProjects(), project]);
  goToLogin();
  return true;
}
