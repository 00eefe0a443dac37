import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { TestEmulator } from './helpers.ts';
import type { SearchRecord } from '../../lib/domain/search/record.ts';

export const APP_ID = 'EMULATOR';
export const SEARCH_KEY = 'emulator-search-key';
export const ADMIN_KEY = 'emulator-admin-key';
export const INDEX = 'products';
export const REPLICA = 'products_title_asc';
export const FRENCH_REPLICA = 'products_title_fr_asc';

/** The official client pointed at the emulator as the app configures it, with longer timeouts. */
export function client(t: TestEmulator, apiKey = SEARCH_KEY, appId = APP_ID): Algoliasearch {
  // Generous timeouts: a busy machine may still be building a large index when the first request comes, and the
  // client's 2 s connect timeout would then report the emulator unreachable.
  return algoliasearch(appId, apiKey, {
    hosts: [{ url: '127.0.0.1', port: t.emu.port, protocol: 'http', accept: 'readWrite' }],
    timeouts: { connect: 15_000, read: 30_000, write: 30_000 },
  });
}

/** A record as the index holds it: the app's own record shape, so the two cannot drift apart. */
export type ProductHit = SearchRecord;

/** The app's call: every match of a query (and filters) on one page. */
export async function searchAll(c: Algoliasearch, query: string, filters?: string, indexName = INDEX) {
  const r = await c.searchSingleIndex<ProductHit>({ indexName, searchParams: { query, ...(filters ? { filters } : {}), hitsPerPage: 999, page: 0 } });
  // optional in the client's types, always sent by Algolia (and by the emulator)
  if (r.nbHits === undefined || r.nbPages === undefined) throw new Error('the response lacks nbHits or nbPages');
  return { ...r, nbHits: r.nbHits, nbPages: r.nbPages };
}

/** The status and message an Algolia client error carries. */
export async function failure(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await p;
  } catch (e) {
    return { status: (e as { status?: number }).status ?? 0, message: (e as Error).message };
  }
  throw new Error('expected the call to fail');
}
