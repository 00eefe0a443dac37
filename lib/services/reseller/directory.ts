import { upstream } from '../../ground/http/upstream';
import { snippetUrl } from './sources';

/**
 * Which reseller ids exist: a reseller exists when the snippets service has
 * its Footer (the snippet that carries its brand). Any label under the
 * reseller base domain resolves to a reseller tenant, so without this every
 * made-up host would be served, cached and tagged on carts as a store.
 *
 * Answers are kept in memory (bounded): known resellers for ten minutes,
 * unknown ones for one, and a known answer is reused while the snippets
 * service cannot be reached.
 */

export interface ResellerDirectoryOptions {
  snippetsBaseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
  maxEntries?: number;
  knownTtlMs?: number;
  unknownTtlMs?: number;
}

interface Entry {
  exists: boolean;
  until: number;
}

/** true: a store; false: no such reseller; null: cannot tell now (service down, nothing known). */
export type ResellerLookup = (resellerId: string) => Promise<boolean | null>;

export function createResellerDirectory(options: ResellerDirectoryOptions): ResellerLookup {
  const {
    snippetsBaseUrl,
    timeoutMs,
    fetch: fetchImpl,
    now = Date.now,
    maxEntries = 1000,
    knownTtlMs = 10 * 60_000,
    unknownTtlMs = 60_000,
  } = options;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<boolean | null>>();

  function remember(id: string, exists: boolean): boolean {
    entries.delete(id);
    entries.set(id, { exists, until: now() + (exists ? knownTtlMs : unknownTtlMs) });
    // Oldest first: unknown ids flood in, known ones come back and move to the end.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return exists;
  }

  async function ask(id: string): Promise<boolean | null> {
    try {
      const reply = await upstream('snippets', snippetUrl(snippetsBaseUrl, `resellers/${id}`, 'Footer', 'en'), { method: 'HEAD' }, {
        timeoutMs,
        accept: [404],
        fetch: fetchImpl,
      });
      return remember(id, reply.ok);
    } catch {
      // Unreachable or refusing (logged by upstream): fall through to what we knew.
    }
    return entries.get(id)?.exists ?? null;
  }

  return async (resellerId) => {
    const entry = entries.get(resellerId);
    if (entry && entry.until > now()) return entry.exists;
    let lookup = pending.get(resellerId);
    if (!lookup) {
      lookup = ask(resellerId).finally(() => pending.delete(resellerId));
      pending.set(resellerId, lookup);
    }
    return lookup;
  };
}
