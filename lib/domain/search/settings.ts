import type { IndexSettings } from 'algoliasearch';
import { titleAttributeOf, titleReplicasOf } from './query';

/** Algolia's default ranking criteria, after which a sorted replica's own sort would otherwise come. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

/** What both indexes search and filter alike (a replica keeps its own settings once created). */
const SHARED: IndexSettings = {
  // A title in either language ranks alike; descriptions come last, unordered.
  searchableAttributes: ['title,title_fr', 'product_type', 'vendor', 'tags', 'unordered(description)', 'unordered(description_fr)'],
  attributesForFaceting: ['filterOnly(reseller)', 'filterOnly(resellers)'],
};

/**
 * The main index: titles rank above types, vendors and tags, and a word's
 * position in the description does not matter (a match far down it counts
 * as one near the top); `reseller` and `resellers` are filters only (never facets shown),
 * and the title-sorted replicas (one per language) are declared here.
 */
export function mainIndexSettings(index: string): IndexSettings {
  return { ...SHARED, replicas: titleReplicasOf(index) };
}

/** The replica behind "Title ascending" in a language: the same records, A to Z by that language's title before any relevance criterion. */
export function titleReplicaSettings(locale: string = 'en'): IndexSettings {
  return { ...SHARED, ranking: [`asc(${titleAttributeOf(locale)})`, ...DEFAULT_RANKING] };
}

/** The admin key the emulator publishes: fine against it, never against a real application. */
export const EMULATOR_ADMIN_KEY = 'emulator-admin-key';

/**
 * The key indexing writes with: ALGOLIA_ADMIN_KEY, else the emulator's
 * published key. Against Algolia itself (no ALGOLIA_HOSTS) the published
 * key cannot be right, so a missing one throws, naming the variable.
 */
export function indexingKey(env: Record<string, string | undefined>, hosts: readonly unknown[] | undefined): string {
  const key = env.ALGOLIA_ADMIN_KEY?.trim() || EMULATOR_ADMIN_KEY;
  if (!hosts && key === EMULATOR_ADMIN_KEY) {
    throw new Error('ALGOLIA_ADMIN_KEY: set the application\'s admin key (Algolia dashboard → API keys) to index a real Algolia application; the emulator\'s published key is refused there.');
  }
  return key;
}
