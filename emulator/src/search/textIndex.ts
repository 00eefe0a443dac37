import MiniSearch from 'minisearch';
import { valueAt, type Rec } from './filters.ts';
import { allowedTypos, matchTypos, term, tokenize, type TypoRules } from './text.ts';

/** A searchable attribute, its rank in searchableAttributes (0 first) and the weight MiniSearch gives it. */
export interface SearchField {
  name: string;
  rank: number;
  boost: number;
}

/**
 * Weights falling from 10 (first rank) to 1 (last rank), steeply at first: a title match outweighs a type,
 * vendor or tag match, which outweighs a description match. Algolia's `attribute` criterion decides between
 * records first (see ranking.ts); this only orders what every criterion left tied.
 */
export function boostOf(rank: number, ranks: number): number {
  if (ranks <= 1) return 1;
  const x = (ranks - 1 - rank) / (ranks - 1);
  return 1 + 9 * x * x;
}

export type PrefixMode = 'prefixLast' | 'prefixAll' | 'prefixNone';

/** What one record's match tells the ranking and the highlighter. */
export interface TextMatch {
  id: string;
  /** MiniSearch's BM25 score with the field weights */
  score: number;
  /** typos summed over the query words, each at its best-matching record word */
  typos: number;
  /** query words matched exactly (not as a prefix, not through a typo) */
  exact: number;
  /** best (lowest) searchableAttributes rank any query word matched in */
  attribute: number;
  /** per attribute: the (folded) record words that matched, each with the query words it matched */
  fields: Map<string, Map<string, Set<string>>>;
}

const stringify = (v: unknown): string => {
  if (Array.isArray(v)) return v.map(stringify).join(' ');
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
};

/** MiniSearch over an index's searchable attributes: fuzzy and prefix retrieval, BM25 scores. */
export class TextIndex {
  private readonly ms: MiniSearch<Rec>;
  private readonly rankOf = new Map<string, number>();

  constructor(readonly fields: SearchField[], records: Iterable<Rec>) {
    for (const f of fields) this.rankOf.set(f.name, f.rank);
    this.ms = new MiniSearch<Rec>({
      idField: 'objectID',
      fields: fields.map((f) => f.name),
      extractField: (doc, field) => (field === 'objectID' ? doc.objectID : stringify(valueAt(doc, field))),
      tokenize,
      processTerm: (t) => term(t),
    });
    this.ms.addAll([...records]);
  }

  put(r: Rec): void {
    this.remove(String(r.objectID));
    this.ms.add(r);
  }

  remove(id: string): void {
    if (this.ms.has(id)) this.ms.discard(id);
  }

  search(query: string, opts: { prefix: PrefixMode; typos: TypoRules; fields?: string[] }): TextMatch[] {
    const words = tokenize(query).map((w) => ({ word: w, term: term(w) })).filter((w): w is { word: string; term: string } => Boolean(w.term));
    if (words.length === 0) return [];
    const last = words.length - 1;
    const prefixAt = (i: number) => opts.prefix === 'prefixAll' || (opts.prefix === 'prefixLast' && i === last);
    const fields = opts.fields?.length ? this.fields.filter((f) => opts.fields!.includes(f.name)) : this.fields;
    // Algolia allows typos by the length of the word as typed ("stickers" has 8 letters, its folded "sticker" 7).
    const allowedAt = (i: number) => allowedTypos(words[i]?.word ?? '', opts.typos);
    const results = this.ms.search(query, {
      fields: fields.map((f) => f.name),
      boost: Object.fromEntries(fields.map((f) => [f.name, f.boost])),
      combineWith: 'AND',
      prefix: (_t, i) => prefixAt(i),
      // MiniSearch's distance counts a swap of two neighbours ("lables" for "labels") as two edits, Algolia as one
      // typo: retrieval allows one more, and each word's Algolia count below keeps or drops the record.
      fuzzy: (_t, i) => (allowedAt(i) > 0 ? allowedAt(i) + 1 : 0),
    });
    return results.flatMap((res) => {
      const match = res.match as Record<string, string[]>;
      const out: TextMatch = { id: String(res.id), score: res.score, typos: 0, exact: 0, attribute: Number.MAX_SAFE_INTEGER, fields: new Map() };
      let everyWord = true;
      words.forEach((w, i) => {
        const allowed = allowedAt(i);
        let best: number | null = null;
        for (const recordTerm of res.terms) {
          const typos = matchTypos(w.term, recordTerm, prefixAt(i), allowed);
          if (typos === null) continue;
          if (best === null || typos < best) best = typos;
          if (typos === 0 && recordTerm === w.term) out.exact++;
          for (const field of match[recordTerm] ?? []) {
            const terms = out.fields.get(field) ?? new Map<string, Set<string>>();
            terms.set(recordTerm, (terms.get(recordTerm) ?? new Set<string>()).add(w.word));
            out.fields.set(field, terms);
            out.attribute = Math.min(out.attribute, this.rankOf.get(field) ?? out.attribute);
          }
        }
        if (best === null) everyWord = false;
        out.typos += best ?? 0;
      });
      return everyWord ? [out] : [];
    });
  }
}
