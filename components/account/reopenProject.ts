import { goTo } from '@/components/ui/navigate';
import type { SavedProjectView } from '@/lib/domain/account/saved-project-view';

/** The product page of a handle (same origin whatever the stored handle holds). */
export const productPath = (handle: string) => `/products/${encodeURIComponent(handle)}`;

/**
 * Edit & order: the design stores are written as the editor leaves them
 * when a shopper goes to sign in, so the product page restores the
 * project's size, quantity and extras and reopens the editor on its saved
 * state; then the product page opens. The stores and the reading load on
 * the click (the artwork page does not need them otherwise). False when the
 * project cannot be reopened (no design or no product).
 */
export async function reopenProject(project: SavedProjectView): Promise<boolean> {
  const [{ reopenedDesign }, { canvasStateStore, designCustomerStore }] = await Promise.all([
    import('@/lib/domain/account/reopen-project'),
    import('@/lib/edge/state/design-store'),
  ]);
  const design = reopenedDesign(project);
  if (!design) return false;
  canvasStateStore.setState({ handle: design.handle, stateId: design.stateId });
  designCustomerStore.setState({ saved: design.saved });
  goTo(productPath(design.handle));
  return true;
}
