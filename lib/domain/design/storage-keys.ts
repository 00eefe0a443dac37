/**
 * Where the browser keeps a design in progress. Apart from the state's
 * shape (./customer-state.ts, which builds on the configurator), so the
 * pages that only clear or look for it (sign-in, sign-out, the product
 * page before the editor opens) load two strings, not the configurator.
 */

/** The localStorage key (logout clears it: lib/edge/state/design-storage.ts). */
export const DESIGN_EDITOR_KEY = 'design-editor';
/** The saved editor state of the design in progress (its `stateId`). */
export const CANVAS_STATE_KEY = 'customer-canvas-state';
