import 'server-only';
import { sharedStore } from '../../ground/kv/shared';
import type { KeyValueStore } from '../../ground/kv/store';

/** Where the servers keep customer sessions and sign-ins in flight (shared through Redis when configured). */
export function sessionStore(): KeyValueStore {
  return sharedStore('session');
}
