/**
 * What the design editor keeps in localStorage (spec §3 "Design editor
 * customer state kept locally", "pending unauthenticated saved project"), in
 * one place so logout can remove it (spec §4 "Session") and login can find
 * the pending project. The design issue writes these keys.
 */

/** The editor's customer state (size, custom size, quantity, white halo) and its canvas state. */
export const DESIGN_STORAGE_KEYS = ['design-editor', 'customer-canvas-state'] as const;

/** A project saved while signed out: uploaded as a customer metafield at the next login. */
export const PENDING_PROJECT_KEY = 'pending_saved_project';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (privacy settings): nothing was stored either.
    return null;
  }
}

/** Removes the editor state and any pending project (logout). */
export function clearDesignStorage(): void {
  const store = storage();
  for (const key of [...DESIGN_STORAGE_KEYS, PENDING_PROJECT_KEY]) store?.removeItem(key);
}

/**
 * The pending saved projects: the stored value may be one project or a list
 * of them; absent, empty or unreadable gives []. Only plain objects count.
 */
export function readPendingProjects(): Record<string, unknown>[] {
  const raw = storage()?.getItem(PENDING_PROJECT_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null && !Array.isArray(p));
  } catch {
    return [];
  }
}

/** Keeps only the projects still to upload (the key goes when none is left). */
export function writePendingProjects(projects: Record<string, unknown>[]): void {
  const store = storage();
  try {
    if (projects.length === 0) store?.removeItem(PENDING_PROJECT_KEY);
    else store?.setItem(PENDING_PROJECT_KEY, JSON.stringify(projects));
  } catch {
    // Quota exceeded: the projects are retried at the next login.
  }
}
