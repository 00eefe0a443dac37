import { compileFilters, valueAt, type Predicate, type Rec } from './filters.ts';
import { highlightResult } from './highlight.ts';
import { encodeParams, type SearchParams } from './query.ts';
import { rankingComparator, type Candidate } from './ranking.ts';
import { facetAttributes, searchableRanks, setting, typoRules, type IndexSettings } from './settings.ts';
import { tokenize } from './text.ts';
import { boostOf, TextIndex, type PrefixMode, type SearchField } from './textIndex.ts';

export type SearchResponse = Record<string, unknown> & { hits: Rec[]; nbHits: number };

const now = () => new Date().toISOString();

/** The records of one index, its settings, and how a search over them runs. Replicas are kept in step by the application. */
export class SearchIndex {
  private readonly records = new Map<string, Rec>();
  private readonly order = new Map<string, number>();
  private seq = 0;
  private settings_: IndexSettings = {};
  /** built on demand; dropped when what is searchable changes */
  private text: TextIndex | null = null;
  /** with no searchableAttributes every attribute is searchable, in order of first appearance */
  private readonly attributes = new Set<string>();
  /** the index this one is a replica of */
  primary: string | null = null;
  /** a replica's primary, whose text index it shares while both search the same attributes */
  private textSource: SearchIndex | null = null;
  /** how long the last full build took (listIndices reports it; the catalog index sets it) */
  lastBuildTimeS = 0;
  readonly createdAt = now();
  updatedAt = now();

  constructor(readonly name: string) {}

  get settings(): IndexSettings {
    return this.settings_;
  }

  get size(): number {
    return this.records.size;
  }

  setSettings(next: IndexSettings): void {
    if (JSON.stringify(next.searchableAttributes) !== JSON.stringify(this.settings_.searchableAttributes)) this.text = null;
    this.settings_ = next;
    this.touch();
  }

  get(id: string): Rec | undefined {
    return this.records.get(id);
  }

  all(): Rec[] {
    return [...this.records.values()];
  }

  /** Adds or replaces a record; a replaced record keeps its place in the index order. */
  put(rec: Rec): void {
    const id = String(rec.objectID);
    if (!this.order.has(id)) this.order.set(id, this.seq++);
    this.records.set(id, rec);
    let grew = false;
    for (const key of Object.keys(rec)) {
      if (key !== 'objectID' && !this.attributes.has(key)) {
        this.attributes.add(key);
        grew = true;
      }
    }
    if (grew && !searchableRanks(this.settings_)) this.text = null;
    this.text?.put(rec);
    this.touch();
  }

  remove(id: string): boolean {
    this.text?.remove(id);
    this.order.delete(id);
    const had = this.records.delete(id);
    this.touch();
    return had;
  }

  clear(): void {
    this.records.clear();
    this.order.clear();
    this.text = null;
    this.touch();
  }

  /** Builds the text index now rather than on the first search (the seeded index, so its build time shows at start). */
  warm(): void {
    this.textIndex();
  }

  private touch(): void {
    this.updatedAt = now();
  }

  private searchFields(): SearchField[] {
    const ranks = searchableRanks(this.settings_);
    if (!ranks) return [...this.attributes].map((name) => ({ name, rank: 0, boost: 1 }));
    return ranks.flatMap((r, rank) => r.attributes.map((name) => ({ name, rank, boost: boostOf(rank, ranks.length) })));
  }

  /** Makes this index a replica of `primary` (null: a standalone index again). */
  replicaOf(primary: SearchIndex | null): void {
    this.primary = primary?.name ?? null;
    this.textSource = primary;
  }

  /**
   * A replica holds the same records as its primary, so while it searches the same attributes it uses the
   * primary's text index: one build and one set of updates instead of two.
   */
  private textIndex(): TextIndex {
    const fields = this.searchFields();
    if (this.textSource && JSON.stringify(this.textSource.searchFields()) === JSON.stringify(fields)) {
      this.text = null;
      return this.textSource.textIndex();
    }
    this.text ??= new TextIndex(fields, this.records.values());
    return this.text;
  }

  /** Records matching the query and filters, best first. Throws a 400 AlgoliaError for bad filters. */
  matching(params: SearchParams, predicate: Predicate | null = this.filterOf(params)): Candidate[] {
    const effective = { ...this.settings_, ...params };
    const query = typeof params.query === 'string' ? params.query : '';
    let list: Candidate[];
    // a query with no words ("", "  ", "!!") lists everything, as Algolia does
    if (tokenize(query).length === 0) {
      list = [...this.records.values()].map((rec) => ({ rec, order: this.order.get(String(rec.objectID)) ?? 0, match: null }));
    } else {
      const matches = this.textIndex().search(query, {
        prefix: setting<PrefixMode>(effective, 'queryType'),
        typos: typoRules(effective),
        fields: params.restrictSearchableAttributes as string[] | undefined,
      });
      list = matches.flatMap((match) => {
        const rec = this.records.get(match.id);
        return rec ? [{ rec, order: this.order.get(match.id) ?? 0, match }] : [];
      });
      const tolerance = setting<unknown>(effective, 'typoTolerance');
      if (tolerance === 'min' || tolerance === 'strict') {
        const fewest = Math.min(...list.map((c) => c.match?.typos ?? 0));
        list = list.filter((c) => (c.match?.typos ?? 0) === fewest);
      }
    }
    if (predicate) list = list.filter((c) => predicate(c.rec));
    return list.sort(rankingComparator(effective));
  }

  filterOf(params: SearchParams): Predicate | null {
    const effective = { ...this.settings_, ...params };
    return compileFilters(params, {
      facets: facetAttributes(this.settings_),
      numeric: (effective.numericAttributesForFiltering as string[] | undefined) ?? null,
    });
  }

  search(params: SearchParams): SearchResponse {
    const started = performance.now();
    const effective = { ...this.settings_, ...params };
    const list = this.matching(params);
    const hitsPerPage = setting<number>(effective, 'hitsPerPage');
    const reachable = Math.min(list.length, setting<number>(effective, 'paginationLimitedTo'));
    const paging = typeof params.offset === 'number'
      ? { from: params.offset, count: typeof params.length === 'number' ? params.length : hitsPerPage }
      : { from: ((params.page as number | undefined) ?? 0) * hitsPerPage, count: hitsPerPage };
    const slice = list.slice(Math.min(paging.from, reachable), Math.min(paging.from + paging.count, reachable));
    const query = typeof params.query === 'string' ? params.query : '';
    const highlight = this.highlighting(effective, query);
    const response: SearchResponse = {
      hits: slice.map((c, i) => this.present(c, effective, highlight, params.getRankingInfo === true ? list.length - paging.from - i : null)),
      nbHits: list.length,
      page: (params.page as number | undefined) ?? 0,
      nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
      hitsPerPage,
      ...(typeof params.offset === 'number' ? { offset: paging.from, length: paging.count } : {}),
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, typo: true },
      ...this.facets(params, list),
      query,
      params: encodeParams(params),
      renderingContent: {},
      processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
    };
    const fields = params.responseFields as string[] | undefined;
    if (!fields || fields.includes('*')) return response;
    return Object.fromEntries(Object.entries(response).filter(([k]) => fields.includes(k))) as SearchResponse;
  }

  /** Every match in index order, a page at a time; `cursor` is where the next page starts. */
  browse(params: SearchParams, from: number): { response: SearchResponse; next: number | null } {
    const started = performance.now();
    const list = this.matching({ ...params, query: params.query ?? '' }).sort((a, b) => a.order - b.order);
    const hitsPerPage = typeof params.hitsPerPage === 'number' ? params.hitsPerPage : 1000;
    const slice = list.slice(from, from + hitsPerPage);
    const effective = { ...this.settings_, ...params };
    const next = from + hitsPerPage < list.length ? from + hitsPerPage : null;
    return {
      next,
      response: {
        hits: slice.map((c) => this.retrievable(c.rec, effective)),
        nbHits: list.length,
        page: hitsPerPage > 0 ? Math.floor(from / hitsPerPage) : 0,
        nbPages: hitsPerPage > 0 ? Math.ceil(list.length / hitsPerPage) : 0,
        hitsPerPage,
        exhaustiveNbHits: true,
        query: typeof params.query === 'string' ? params.query : '',
        params: encodeParams(params),
        processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
      },
    };
  }

  /**
   * A hit's retrievable attributes. Values are shared with the stored record, not copied: a reply is serialised
   * as soon as it is built and nothing writes to it.
   */
  private retrievable(rec: Rec, effective: IndexSettings): Rec {
    const wanted = (effective.attributesToRetrieve as string[] | undefined) ?? ['*'];
    const hidden = (effective.unretrievableAttributes as string[] | undefined) ?? [];
    const all = wanted.includes('*');
    const out: Rec = {};
    for (const key in rec) {
      if (key === 'objectID' || ((all || wanted.includes(key)) && !hidden.includes(key) && !wanted.includes(`-${key}`))) out[key] = rec[key];
    }
    return out;
  }

  private highlighting(effective: IndexSettings, query: string) {
    return {
      attributes: (effective.attributesToHighlight as string[] | undefined) ?? this.searchFields().map((f) => f.name),
      queryWords: new Set(query.split(/[^\p{L}\p{N}]+/u).filter(Boolean)).size,
      pre: setting<string>(effective, 'highlightPreTag'),
      post: setting<string>(effective, 'highlightPostTag'),
    };
  }

  private present(c: Candidate, effective: IndexSettings, h: ReturnType<SearchIndex['highlighting']>, userScore: number | null): Rec {
    const hit = this.retrievable(c.rec, effective);
    const attributes = h.attributes.includes('*') ? Object.keys(hit).filter((k) => k !== 'objectID') : h.attributes.filter((a) => valueAt(hit, a) !== undefined);
    hit._highlightResult = highlightResult(hit, attributes, c.match, h.queryWords, h.pre, h.post);
    if (userScore !== null) {
      hit._rankingInfo = {
        nbTypos: c.match?.typos ?? 0, nbExactWords: c.match?.exact ?? 0, words: h.queryWords, filters: 0, proximityDistance: 0,
        firstMatchedWord: (c.match?.attribute ?? 0) * 1000, userScore, geoDistance: 0, geoPrecision: 1,
      };
    }
    return hit;
  }

  /** `facets` counts (and `facets_stats` for numbers) over every match, for declared, countable attributes. */
  private facets(params: SearchParams, list: Candidate[]): Record<string, unknown> {
    const asked = params.facets as string[] | undefined;
    if (!asked?.length) return {};
    const declared = [...facetAttributes(this.settings_).values()].filter((f) => !f.filterOnly).map((f) => f.name);
    const names = asked.includes('*') ? declared : asked.filter((a) => declared.includes(a));
    const max = setting<number>({ ...this.settings_, ...params }, 'maxValuesPerFacet');
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
    for (const name of names) {
      const counts = new Map<string, number>();
      const numbers: number[] = [];
      for (const c of list) {
        const v = valueAt(c.rec, name);
        for (const x of Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]) {
          if (typeof x === 'object') continue;
          counts.set(String(x), (counts.get(String(x)) ?? 0) + 1);
          if (typeof x === 'number') numbers.push(x);
        }
      }
      facets[name] = Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, max));
      if (numbers.length) {
        const sum = numbers.reduce((s, n) => s + n, 0);
        stats[name] = { min: Math.min(...numbers), max: Math.max(...numbers), avg: sum / numbers.length, sum };
      }
    }
    return { facets, ...(Object.keys(stats).length ? { facets_stats: stats } : {}) };
  }
}
