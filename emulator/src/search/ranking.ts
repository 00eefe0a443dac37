import { valueAt, type Rec } from './filters.ts';
import { criteria, type Criterion, type IndexSettings } from './settings.ts';
import type { TextMatch } from './textIndex.ts';

/** A record on its way into a result list. */
export interface Candidate {
  rec: Rec;
  /** position in the index (insertion order): the last tie-breaker, so equal records keep a stable order */
  order: number;
  /** null for an empty query */
  match: TextMatch | null;
}

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
/** One collator for every comparison: String.localeCompare with options builds one per call, far too slow to sort thousands. */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Records without the attribute sort last in either direction, as Algolia places them. */
function bySort(attribute: string, direction: 1 | -1) {
  return (a: Candidate, b: Candidate): number => {
    const x = first(valueAt(a.rec, attribute));
    const y = first(valueAt(b.rec, attribute));
    const missingX = x === undefined || x === null || x === '';
    const missingY = y === undefined || y === null || y === '';
    if (missingX || missingY) return missingX === missingY ? 0 : missingX ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
    return collator.compare(String(x), String(y)) * direction;
  };
}

function compareBy(c: Criterion, custom: Criterion[]): ((a: Candidate, b: Candidate) => number) | null {
  switch (c.kind) {
    case 'typo': return (a, b) => (a.match?.typos ?? 0) - (b.match?.typos ?? 0);
    case 'attribute': return (a, b) => (a.match?.attribute ?? 0) - (b.match?.attribute ?? 0);
    case 'exact': return (a, b) => (b.match?.exact ?? 0) - (a.match?.exact ?? 0);
    case 'sort': return bySort(c.attribute, c.direction);
    case 'custom': {
      const parts = custom.map((x) => compareBy(x, [])).filter((f) => f !== null);
      return (a, b) => {
        for (const f of parts) {
          const d = f(a, b);
          if (d !== 0) return d;
        }
        return 0;
      };
    }
    // every query word must match (removeWordsIfNoResults is none), and there is no geo or filter scoring
    case 'words': case 'geo': case 'filters': case 'proximity': return null;
  }
}

/**
 * Algolia's tie-breaking: each criterion of `ranking` in turn (a standard replica's `asc(title)` first, so it sorts
 * before relevance), `custom` standing for customRanking. What all of them leave tied goes by MiniSearch's
 * weighted score (a stand-in for proximity), then by position in the index.
 */
export function rankingComparator(settings: IndexSettings): (a: Candidate, b: Candidate) => number {
  const { ranking, custom } = criteria(settings);
  const steps = ranking.map((c) => compareBy(c, custom)).filter((f) => f !== null);
  return (a, b) => {
    for (const f of steps) {
      const d = f(a, b);
      if (d !== 0) return d;
    }
    return (b.match?.score ?? 0) - (a.match?.score ?? 0) || a.order - b.order;
  };
}
