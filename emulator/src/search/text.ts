/**
 * How words are compared: Algolia ignores case and accents, and (with ignorePlurals) treats "labels" as "label".
 * The same folding runs over records and queries, so a typo is counted against the folded words.
 */

/** Splits on anything that is not a letter or a digit ("Die-Cut", `3" x 3"`, "OE=Overlamination"). */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Lower case without diacritics: "Étiquettes" → "etiquettes". */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * English plural folding, a small stand-in for Algolia's ignorePlurals dictionaries: "stickers" → "sticker",
 * "bodies" → "body"; "gloss" and "bus" stay as they are.
 */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  return word.slice(0, -1);
}

const terms = new Map<string, string | null>();

/** The indexed (and queried) form of a word; null for a word that folds to nothing. */
export function term(word: string): string | null {
  let t = terms.get(word);
  if (t === undefined) {
    const f = fold(word);
    t = f ? singular(f) : null;
    // a catalog's vocabulary is small; the bound only stops unbounded growth from arbitrary queries
    if (terms.size > 200_000) terms.clear();
    terms.set(word, t);
  }
  return t;
}

export interface TypoRules {
  enabled: boolean;
  /** Algolia's minWordSizefor1Typo (default 4) */
  oneTypoFrom: number;
  /** Algolia's minWordSizefor2Typos (default 8) */
  twoTyposFrom: number;
}

/** How many typos a query word may carry, by its length, as Algolia allows them. */
export function allowedTypos(word: string, rules: TypoRules): number {
  if (!rules.enabled) return 0;
  if (word.length >= rules.twoTyposFrom) return 2;
  return word.length >= rules.oneTypoFrom ? 1 : 0;
}

/**
 * Edit distance counting a swap of two neighbours as one typo (as Algolia does), or `max + 1` as soon as it is
 * certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * How a query word matched a record word: 0 typos when equal or (for a word typed as a prefix) when the record
 * word starts with it; otherwise its typos, or null when it does not match.
 */
export function matchTypos(queryTerm: string, recordTerm: string, prefix: boolean, typos: number): number | null {
  if (queryTerm === recordTerm || (prefix && recordTerm.startsWith(queryTerm))) return 0;
  if (typos === 0) return null;
  const d = editDistance(queryTerm, recordTerm, typos);
  return d <= typos ? d : null;
}
