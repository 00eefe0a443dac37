/**
 * Short-lived server-side records the app keeps between requests (sign-in
 * attempts, customer sessions, one-time hand-backs): string values with a
 * time to live. Each operation is atomic on its own, so two servers sharing
 * one store agree on which of them took a one-time value first.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when the key is absent; true when this call set it. */
  add(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Reads and deletes in one step: of two callers, only one gets the value. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
}
