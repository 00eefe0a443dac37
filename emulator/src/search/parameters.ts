import { badParam } from './errors.ts';

/**
 * Every search parameter and index setting Algolia accepts, with the kind of value it takes. A name missing here
 * is refused (400) as Algolia refuses it, so a misspelt parameter fails in development instead of being ignored.
 * Only some are honoured (see the emulator README); the rest are accepted and have no effect.
 */
type Kind = 'string' | 'int' | 'bool' | 'strings' | 'filters' | 'typo' | 'queryType' | 'ranking' | 'customRanking' | 'replicas' | 'any';

const SHARED: Record<string, Kind> = {
  attributesToRetrieve: 'strings', ranking: 'ranking', customRanking: 'customRanking', relevancyStrictness: 'int',
  attributesToHighlight: 'strings', attributesToSnippet: 'strings', highlightPreTag: 'string', highlightPostTag: 'string',
  snippetEllipsisText: 'string', restrictHighlightAndSnippetArrays: 'bool', hitsPerPage: 'int', minWordSizefor1Typo: 'int',
  minWordSizefor2Typos: 'int', typoTolerance: 'typo', allowTyposOnNumericTokens: 'bool', disableTypoToleranceOnAttributes: 'strings',
  ignorePlurals: 'any', removeStopWords: 'any', keepDiacriticsOnCharacters: 'string', queryLanguages: 'strings', decompoundQuery: 'bool',
  enableRules: 'bool', enablePersonalization: 'bool', queryType: 'queryType', removeWordsIfNoResults: 'string', mode: 'string',
  semanticSearch: 'any', advancedSyntax: 'bool', optionalWords: 'any', disableExactOnAttributes: 'strings', exactOnSingleWordQuery: 'string',
  alternativesAsExact: 'strings', advancedSyntaxFeatures: 'strings', distinct: 'any', replaceSynonymsInHighlight: 'bool', minProximity: 'int',
  responseFields: 'strings', maxFacetHits: 'int', maxValuesPerFacet: 'int', sortFacetValuesBy: 'string',
  attributeCriteriaComputedByMinProximity: 'bool', renderingContent: 'any', enableReRanking: 'bool', reRankingApplyFilter: 'any',
};

export const SEARCH_PARAMETERS: Record<string, Kind> = {
  ...SHARED,
  query: 'string', similarQuery: 'string', filters: 'string', facetFilters: 'filters', optionalFilters: 'filters', numericFilters: 'filters',
  tagFilters: 'filters', sumOrFiltersScores: 'bool', restrictSearchableAttributes: 'strings', facets: 'strings', facetingAfterDistinct: 'bool',
  page: 'int', offset: 'int', length: 'int', aroundLatLng: 'string', aroundLatLngViaIP: 'bool', aroundRadius: 'any', aroundPrecision: 'any',
  minimumAroundRadius: 'int', insideBoundingBox: 'any', insidePolygon: 'any', naturalLanguages: 'strings', ruleContexts: 'strings',
  personalizationImpact: 'int', userToken: 'string', getRankingInfo: 'bool', synonyms: 'bool', clickAnalytics: 'bool', analytics: 'bool',
  analyticsTags: 'strings', percentileComputation: 'bool', enableABTest: 'bool', explain: 'strings', cursor: 'string',
};

export const SETTINGS: Record<string, Kind> = {
  ...SHARED,
  attributesForFaceting: 'strings', replicas: 'replicas', paginationLimitedTo: 'int', unretrievableAttributes: 'strings',
  disableTypoToleranceOnWords: 'strings', attributesToTransliterate: 'strings', camelCaseAttributes: 'strings', decompoundedAttributes: 'any',
  indexLanguages: 'strings', disablePrefixOnAttributes: 'strings', allowCompressionOfIntegerArray: 'bool', numericAttributesForFiltering: 'strings',
  separatorsToIndex: 'string', searchableAttributes: 'strings', userData: 'any', customNormalization: 'any', attributeForDistinct: 'string',
};

const RANGES: Record<string, [number, number]> = {
  hitsPerPage: [0, 1000], page: [0, Number.MAX_SAFE_INTEGER], offset: [0, Number.MAX_SAFE_INTEGER], length: [0, 1000],
  paginationLimitedTo: [0, 20000], minWordSizefor1Typo: [0, 100], minWordSizefor2Typos: [0, 100], maxValuesPerFacet: [0, 1000],
};

const RELEVANCE = new Set(['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']);
const SORT = /^(asc|desc)\(([^()]+)\)$/;

function invalid(key: string, expected: string): never {
  throw badParam(`Invalid value for "${key}": expected ${expected}`);
}

/** A list given as a JSON array, or (in a URL-encoded `params` string) as comma-separated text. */
function listFrom(raw: string): unknown {
  const s = raw.trim();
  if (s.startsWith('[')) {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      return raw;
    }
  }
  return s === '' ? [] : s.split(',').map((x) => x.trim());
}

/**
 * Checks one value and returns it in its JSON form. `fromString` is true for values that arrived as URL-encoded
 * text (the `params` string, GET query parameters), which carry numbers, booleans and lists as text.
 */
export function coerce(key: string, kind: Kind, raw: unknown, fromString: boolean): unknown {
  if (raw === null) return null;
  switch (kind) {
    case 'string':
      if (typeof raw !== 'string') invalid(key, 'a string');
      return raw;
    case 'int': {
      const n = typeof raw === 'string' && fromString ? Number(raw) : raw;
      const [lo, hi] = RANGES[key] ?? [0, Number.MAX_SAFE_INTEGER];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < lo || n > hi) invalid(key, `an integer from ${lo} to ${hi}`);
      return n;
    }
    case 'bool': {
      if (typeof raw === 'boolean') return raw;
      if (fromString && (raw === 'true' || raw === 'false')) return raw === 'true';
      return invalid(key, 'a boolean');
    }
    case 'typo':
      if (typeof raw === 'boolean' || raw === 'min' || raw === 'strict') return raw;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      return invalid(key, 'true, false, "min" or "strict"');
    case 'queryType':
      if (raw === 'prefixLast' || raw === 'prefixAll' || raw === 'prefixNone') return raw;
      return invalid(key, '"prefixLast", "prefixAll" or "prefixNone"');
    case 'filters': {
      const v = typeof raw === 'string' && fromString ? listFrom(raw) : raw;
      const ok = (x: unknown): boolean => typeof x === 'string' || (Array.isArray(x) && x.every((y) => typeof y === 'string' || (Array.isArray(y) && y.every((z) => typeof z === 'string'))));
      if (!ok(v)) invalid(key, 'a string or an array of strings and arrays of strings');
      return v;
    }
    case 'strings':
    case 'ranking':
    case 'customRanking':
    case 'replicas': {
      const v = typeof raw === 'string' && fromString ? listFrom(raw) : raw;
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return invalid(key, 'an array of strings');
      if (kind === 'ranking' && v.some((x) => !RELEVANCE.has(x) && !SORT.test(x))) {
        invalid(key, 'criteria among typo, geo, words, filters, proximity, attribute, exact, custom, asc(attribute), desc(attribute)');
      }
      if (kind === 'customRanking' && v.some((x) => !SORT.test(x))) invalid(key, 'asc(attribute) or desc(attribute) entries');
      if (kind === 'replicas' && v.some((x) => !/^(virtual\()?[A-Za-z0-9_.\-]+\)?$/.test(x))) invalid(key, 'index names, or virtual(name)');
      return v;
    }
    case 'any':
      return fromString && typeof raw === 'string' ? parseLoose(raw) : raw;
  }
}

/** A URL-encoded value whose type is not fixed: JSON when it parses, else the text. */
function parseLoose(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** `asc(title)` → { attribute: 'title', direction: 1 }, null for a relevance criterion. */
export function sortCriterion(entry: string): { attribute: string; direction: 1 | -1 } | null {
  const m = SORT.exec(entry);
  return m ? { attribute: m[2]!, direction: m[1] === 'asc' ? 1 : -1 } : null;
}
