import 'server-only';
import { memoryStore } from '../../ground/kv/memory';
import type { KeyValueStore } from '../../ground/kv/store';

/**
 * Where the server keeps customer sessions and sign-ins in flight. One per
 * process, held on globalThis so every route bundle of the process sees the
 * same one.
 */
const SLOT = Symbol.for('printshop.session-store');

export function sessionStore(): KeyValueStore {
  const holder = globalThis as { [SLOT]?: KeyValueStore };
  return (holder[SLOT] ??= memoryStore());
}
