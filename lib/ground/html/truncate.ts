/** Trailing characters that look wrong right before an ellipsis. */
const DANGLING = /[\s,;:\-–—(]+$/;

/**
 * Cuts text to at most `limit` characters at a word boundary and adds '…'
 * (counted within the limit). A single word longer than the limit is cut
 * mid-word rather than dropped.
 */
export function truncateAtWord(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  if (limit <= 1) return '…'.slice(0, limit);
  const room = clean.slice(0, limit - 1);
  // If the cut lands exactly at a word end, keep that word.
  const atBoundary = clean[limit - 1] === ' ';
  const space = room.lastIndexOf(' ');
  const kept = atBoundary ? room : space > 0 ? room.slice(0, space) : room;
  return `${kept.replace(DANGLING, '')}…`;
}
