/**
 * The design editor's browser state: the shopper's choice while designing, the saved editor
 * state of the design in progress. A visitor's design-service id is not
 * here: the server issues it in an httpOnly cookie. The editor writes them;
 * the product page reads them through `designToReopen` (its stored envelope
 * never leaves this folder).
 */
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { sanitizeCustomerState, type DesignCustomerState } from '../../domain/design/customer-state';
import { CANVAS_STATE_KEY, DESIGN_EDITOR_KEY } from '../../domain/design/storage-keys';
import { isDesignStateId } from '../../services/designer/state-id';
import { persistStorage } from './storage';

interface CustomerStateStore {
  saved: DesignCustomerState | null;
}

export const designCustomerStore = createStore<CustomerStateStore>()(
  persist((): CustomerStateStore => ({ saved: null }), {
    name: DESIGN_EDITOR_KEY,
    storage: persistStorage<CustomerStateStore>(),
    merge: (persisted, current) => ({ ...current, saved: sanitizeCustomerState((persisted as Partial<CustomerStateStore> | null)?.saved) }),
    skipHydration: true,
  }),
);

interface CanvasState {
  handle: string | null;
  stateId: string | null;
}

export const canvasStateStore = createStore<CanvasState>()(
  persist((): CanvasState => ({ handle: null, stateId: null }), {
    name: CANVAS_STATE_KEY,
    storage: persistStorage<CanvasState>(),
    merge: (persisted, current) => {
      const p = persisted as Partial<CanvasState> | null;
      return {
        ...current,
        handle: typeof p?.handle === 'string' ? p.handle : null,
        stateId: isDesignStateId(p?.stateId) ? p.stateId : null,
      };
    },
    skipHydration: true,
  }),
);

/** The stored states, read once the editor's code runs. */
export function hydrateDesignStores(): void {
  void designCustomerStore.persist.rehydrate();
  void canvasStateStore.persist.rehydrate();
}

/** A design in progress to reopen: the shopper's choice and its saved editor state, if any. */
export interface DesignToReopen {
  saved: DesignCustomerState;
  restoreStateId: string | null;
}

/**
 * The design to reopen on this product's page: there when the editor was
 * open on this product as the shopper left it (signing in to save, a
 * reload); the saved editor state only when it is this product's.
 */
export function designToReopen(handle: string): DesignToReopen | null {
  hydrateDesignStores();
  const { saved } = designCustomerStore.getState();
  if (!saved || !saved.reopen || saved.handle !== handle) return null;
  const canvas = canvasStateStore.getState();
  return { saved, restoreStateId: canvas.handle === handle ? canvas.stateId : null };
}
