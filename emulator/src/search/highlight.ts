import { valueAt, type Rec } from './filters.ts';
import { term } from './text.ts';
import type { TextMatch } from './textIndex.ts';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
type Highlight = HighlightValue | HighlightValue[];

function highlightText(text: string, terms: Map<string, Set<string>> | undefined, queryWords: number, pre: string, post: string): HighlightValue {
  if (!terms) return { value: text, matchLevel: 'none', matchedWords: [] };
  const matched = new Set<string>();
  let words = 0;
  let marked = 0;
  const value = text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    words++;
    const t = term(word);
    const hit = t ? terms.get(t) : undefined;
    if (!hit) return word;
    marked++;
    for (const w of hit) matched.add(w);
    return `${pre}${word}${post}`;
  });
  if (matched.size === 0) return { value, matchLevel: 'none', matchedWords: [] };
  return {
    value,
    matchLevel: matched.size >= queryWords ? 'full' : 'partial',
    matchedWords: [...matched],
    fullyHighlighted: marked === words,
  };
}

/**
 * `_highlightResult` of one hit: each attribute's value with the matching words wrapped in the highlight tags,
 * how much of the query it matched, and which query words. Lists (tags) are highlighted item by item.
 */
export function highlightResult(
  rec: Rec, attributes: string[], match: TextMatch | null, queryWords: number, pre: string, post: string,
): Record<string, Highlight> {
  const out: Record<string, Highlight> = {};
  for (const attribute of attributes) {
    const v = valueAt(rec, attribute);
    const terms = match?.fields.get(attribute);
    const one = (x: unknown): HighlightValue | null =>
      typeof x === 'string' || typeof x === 'number' ? highlightText(String(x), terms, queryWords, pre, post) : null;
    if (Array.isArray(v)) out[attribute] = v.map(one).filter((h): h is HighlightValue => h !== null);
    else {
      const h = one(v);
      if (h) out[attribute] = h;
    }
  }
  return out;
}
