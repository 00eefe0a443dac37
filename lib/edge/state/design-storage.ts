/**
 * What the design editor keeps in localStorage, in
 * one place so logout can remove it and login can find
 * the pending project. The editor's stores write these keys (./design-store.ts).
 */
import { persist, type PersistStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { CANVAS_STATE_KEY, DESIGN_EDITOR_KEY } from '../../domain/design/storage-keys';
import { readItem, removeItem, writeItem } from './storage';

/** The editor's customer state (size, custom size, quantity, white halo) and its canvas state. */
export const DESIGN_STORAGE_KEYS = [DESIGN_EDITOR_KEY, CANVAS_STATE_KEY] as const;

/** A project saved while signed out: uploaded as a customer metafield at the next login. */
export const PENDING_PROJECT_KEY = 'pending_saved_project';

type Project = Record<string, unknown>;

interface PendingProjects {
  projects: Project[];
}

const isProject = (p: unknown): p is Project => typeof p === 'object' && p !== null && !Array.isArray(p);

/**
 * The pending projects are stored as the design editor writes them: one
 * project or a list of them (no persist envelope); absent, empty or
 * unreadable is none, and only plain objects count.
 */
const pendingStorage: PersistStorage<PendingProjects> = {
  getItem(key) {
    const raw = readItem(key);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return { state: { projects: (Array.isArray(parsed) ? parsed : [parsed]).filter(isProject) } };
    } catch {
      return null;
    }
  },
  setItem(key, { state }) {
    if (state.projects.length === 0) removeItem(key);
    else writeItem(key, JSON.stringify(state.projects));
  },
  removeItem,
};

export const pendingProjectsStore = createStore<PendingProjects>()(
  persist((): PendingProjects => ({ projects: [] }), {
    name: PENDING_PROJECT_KEY,
    storage: pendingStorage,
    merge: (persisted, current) => ({ ...current, projects: (persisted as PendingProjects | undefined)?.projects ?? [] }),
    skipHydration: true,
  }),
);

/** Removes the editor state and any pending project (logout). */
export function clearDesignStorage(): void {
  for (const key of DESIGN_STORAGE_KEYS) removeItem(key);
  pendingProjectsStore.setState({ projects: [] });
}

/** The pending saved projects as stored now (the editor may have added one since the page loaded). */
export function readPendingProjects(): Project[] {
  void pendingProjectsStore.persist.rehydrate();
  return pendingProjectsStore.getState().projects;
}

/** Keeps only the projects still to upload (the key goes when none is left; a full storage retries at the next login). */
export function writePendingProjects(projects: Project[]): void {
  pendingProjectsStore.setState({ projects });
}
