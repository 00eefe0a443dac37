/** Results per page of /search: whole rows on phones (2 across) and tablets (3 across). */
export const SEARCH_PAGE_SIZE = 24;

/** The `page` parameter as a whole number from 1; anything else is page 1. */
export function parsePage(raw: unknown): number {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string' || !/^\d{1,6}$/.test(first.trim())) return 1;
  return Math.max(1, Number(first.trim()));
}

export interface PageSlice {
  /** The page shown, within 1…pages (a page past the end shows the last). */
  page: number;
  pages: number;
  /** Index of its first result, and one past its last. */
  start: number;
  end: number;
}

/** Which results a page shows; a page past the last shows the last, so an old link still lands on results. */
export function pageSlice(total: number, requested: number, size: number = SEARCH_PAGE_SIZE): PageSlice {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(requested)), pages);
  const start = (page - 1) * size;
  return { page, pages, start, end: Math.min(total, start + size) };
}

/**
 * The page numbers the pager links, with null for a gap: the first and last
 * page, and the pages within `around` of the current one (up to 42 pages of
 * 999 results would not fit a phone). A gap of one page shows that page instead.
 */
export function pageNumbers(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}
