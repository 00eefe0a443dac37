import { AlgoliaError } from './errors.ts';
import { coerce, SETTINGS, sortCriterion } from './parameters.ts';
import type { TypoRules } from './text.ts';

/** An index's settings as stored: only what was set, in JSON form. */
export type IndexSettings = Record<string, unknown>;

export const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

/** What getSettings reports for a setting never set (the ones this emulator honours, plus Algolia's usual echo). */
const DEFAULTS: IndexSettings = {
  minWordSizefor1Typo: 4, minWordSizefor2Typos: 8, hitsPerPage: 20, maxValuesPerFacet: 100, paginationLimitedTo: 1000,
  ranking: DEFAULT_RANKING, customRanking: [], typoTolerance: true, queryType: 'prefixLast', highlightPreTag: '<em>',
  highlightPostTag: '</em>', attributesForFaceting: [], replicas: [], ignorePlurals: true, removeWordsIfNoResults: 'none',
};

/**
 * setSettings semantics: only the settings given change, `null` resets one to its default. Unknown names are
 * refused as Algolia refuses them.
 */
export function patchSettings(current: IndexSettings, patch: unknown): IndexSettings {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) throw new AlgoliaError(400, 'Invalid settings: expected a JSON object');
  const next = { ...current };
  for (const [key, raw] of Object.entries(patch as Record<string, unknown>)) {
    const kind = SETTINGS[key];
    if (!kind) throw new AlgoliaError(400, `Invalid object attributes: ${key}`);
    const value = coerce(key, kind, raw, false);
    if (value === null || value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}

export function settingsResponse(s: IndexSettings, primary: string | null): IndexSettings {
  return { ...DEFAULTS, ...s, ...(primary ? { primary } : {}) };
}

export function setting<T>(s: IndexSettings, key: string): T {
  return (s[key] ?? DEFAULTS[key]) as T;
}

/** One rank of searchableAttributes: `"title"`, `"title,subtitle"` (same rank), `"unordered(description)"`. */
export interface SearchableRank {
  attributes: string[];
  unordered: boolean;
}

/** The ranks of searchableAttributes; null when unset (every attribute is searchable, all at one rank). */
export function searchableRanks(s: IndexSettings): SearchableRank[] | null {
  const list = s.searchableAttributes as string[] | undefined;
  if (!list?.length) return null;
  return list.map((entry) => {
    const m = /^unordered\((.*)\)$/.exec(entry.trim());
    return { attributes: (m ? m[1]! : entry).split(',').map((a) => a.trim()).filter(Boolean), unordered: Boolean(m) };
  });
}

export interface FacetAttribute {
  name: string;
  /** declared `filterOnly(name)`: filterable, never counted in `facets` */
  filterOnly: boolean;
}

/** attributesForFaceting by name, modifiers (`filterOnly(…)`, `searchable(…)`, `afterDistinct(…)`) read. */
export function facetAttributes(s: IndexSettings): Map<string, FacetAttribute> {
  const out = new Map<string, FacetAttribute>();
  for (const entry of (s.attributesForFaceting as string[] | undefined) ?? []) {
    let name = entry.trim();
    let filterOnly = false;
    for (let m = /^(filterOnly|searchable|afterDistinct)\((.*)\)$/.exec(name); m; m = /^(filterOnly|searchable|afterDistinct)\((.*)\)$/.exec(name)) {
      if (m[1] === 'filterOnly') filterOnly = true;
      name = m[2]!.trim();
    }
    out.set(name, { name, filterOnly });
  }
  return out;
}

/** `replicas` entries without the `virtual(…)` wrapper. */
export function replicaNames(s: IndexSettings): string[] {
  return ((s.replicas as string[] | undefined) ?? []).map((r) => /^virtual\((.*)\)$/.exec(r)?.[1] ?? r);
}

export type Criterion =
  | { kind: 'typo' | 'words' | 'attribute' | 'exact' | 'proximity' | 'geo' | 'filters' }
  | { kind: 'custom' }
  | { kind: 'sort'; attribute: string; direction: 1 | -1 };

/** The tie-breaking order: `ranking` (a standard replica puts its sort first), with `custom` standing for customRanking. */
export function criteria(s: IndexSettings): { ranking: Criterion[]; custom: Criterion[] } {
  const toCriterion = (entry: string): Criterion => {
    const sort = sortCriterion(entry);
    return sort ? { kind: 'sort', ...sort } : { kind: entry as 'typo' };
  };
  return {
    ranking: setting<string[]>(s, 'ranking').map(toCriterion),
    custom: setting<string[]>(s, 'customRanking').map(toCriterion),
  };
}

export function typoRules(s: IndexSettings): TypoRules {
  return {
    enabled: setting<unknown>(s, 'typoTolerance') !== false,
    oneTypoFrom: setting<number>(s, 'minWordSizefor1Typo'),
    twoTyposFrom: setting<number>(s, 'minWordSizefor2Typos'),
  };
}
