/**
 * The header's live matches (components/search/LiveMatches): when they ask
 * and how the keys move through them. No zod or contract here: this ships
 * with the island.
 */

/** Fewer characters match too much to help. */
export const LIVE_MIN_CHARS = 2;
/** The debounce for what reacts to typing (200 ms). */
export const LIVE_DEBOUNCE_MS = 200;
/** Matches listed under the field; "See all results" leads to the rest. */
export const LIVE_LIMIT = 5;

/** Typed text as a query: trimmed, runs of white space as one space (the server normalises the same way). */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether typed text is worth asking about. */
export function wantsMatches(query: string): boolean {
  return Array.from(query).length >= LIVE_MIN_CHARS;
}

/**
 * The option an arrow key moves to among `count`: down from none is the
 * first, up from none the last, and both wrap around; -1 (none) when there
 * is nothing to move through.
 */
export function movedActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
