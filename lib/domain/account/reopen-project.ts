import { dimensionsOf } from '../configurator/custom-size';
import { CUSTOM_SIZE } from '../configurator/derive';
import type { DesignCustomerState } from '../design/customer-state';
import { MATERIAL_OPTION } from '../design/project-payload';
import type { SavedProjectView } from './saved-project-view';

/**
 * A saved project reopened for editing and ordering again: what the design
 * stores must hold so that the product page restores the project's size,
 * quantity and extras and reopens the editor on its saved state, as it does
 * when a shopper comes back from signing in (lib/domain/design/customer-state.ts).
 */
export interface ReopenedDesign {
  /** The product page to open. */
  handle: string;
  /** The editor state to load (canvasStateStore). */
  stateId: string;
  /** The shopper's choice to restore (designCustomerStore), with the editor open. */
  saved: DesignCustomerState;
}

/**
 * The option a project's size goes back to. The saved project keeps the
 * values only; this is the name the catalogue gives its size option. A
 * product without it keeps its opening size.
 */
const SIZE_OPTION = 'Size';

/** The project's design and product, or null when either is missing (the card says why it cannot reopen). */
export function reopenedDesign(project: SavedProjectView): ReopenedDesign | null {
  if (!project.stateId || !project.productHandle) return null;
  const selection: Record<string, string> = {};
  if (project.size) selection[SIZE_OPTION] = project.customSize ? CUSTOM_SIZE : project.size;
  if (project.material) selection[MATERIAL_OPTION] = project.material;
  const custom = project.customSize ? dimensionsOf(project.size) : { width: '', height: '' };
  return {
    handle: project.productHandle,
    stateId: project.stateId,
    saved: {
      handle: project.productHandle,
      size: project.size,
      custom_size: project.customSize,
      quantity: project.quantity,
      custom_qnty: project.customQuantity,
      white_halo: project.whiteHalo,
      selection,
      customWidth: custom.width,
      customHeight: custom.height,
      extras: project.whiteHalo ? ['white_halo'] : [],
      reopen: true,
    },
  };
}
