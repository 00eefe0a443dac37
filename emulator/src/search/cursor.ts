import type { SearchParams } from './query.ts';

/** A browse cursor carries the parameters of the first page and where the next page starts. */
export function encodeCursor(from: number, params: SearchParams): string {
  return Buffer.from(JSON.stringify({ from, params })).toString('base64url');
}

/** null for a cursor this emulator did not hand out. */
export function decodeCursor(cursor: string): { from: number; params: SearchParams } | null {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { from?: unknown; params?: unknown };
    return typeof v.from === 'number' && v.params && typeof v.params === 'object' ? { from: v.from, params: v.params as SearchParams } : null;
  } catch {
    return null;
  }
}
