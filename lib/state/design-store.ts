/**
 * The design editor's browser state (spec §3 "Design editor customer state
 * kept locally"): the shopper's choice while designing, the saved editor
 * state of the design in progress, and a visitor's generated id for the
 * design service (spec accounts §6). Loaded with the editor only; the
 * product page checks for a reopen with lib/design/customer-state.ts alone.
 */
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { CANVAS_STATE_KEY, DESIGN_EDITOR_KEY, sanitizeCustomerState, type DesignCustomerState } from '../design/customer-state';
import { isDesignStateId } from '../design/state-id';
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

/** A visitor's design-service user id (signed-in customers use their customer id, decided by the server). */
export const VISITOR_ID_KEY = 'design-visitor-id';

interface VisitorId {
  id: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const visitorIdStore = createStore<VisitorId>()(
  persist((): VisitorId => ({ id: null }), {
    name: VISITOR_ID_KEY,
    storage: persistStorage<VisitorId>(),
    merge: (persisted, current) => {
      const id = (persisted as Partial<VisitorId> | null)?.id;
      return { ...current, id: typeof id === 'string' && UUID.test(id) ? id : null };
    },
    skipHydration: true,
  }),
);

/** The stored states, read once the editor's code runs. */
export function hydrateDesignStores(): void {
  void designCustomerStore.persist.rehydrate();
  void canvasStateStore.persist.rehydrate();
  void visitorIdStore.persist.rehydrate();
}

/** This browser's visitor id, generated the first time it is needed and kept. */
export function visitorId(): string {
  const current = visitorIdStore.getState().id;
  if (current) return current;
  const id = crypto.randomUUID();
  visitorIdStore.setState({ id });
  return id;
}
