import type { CollectionRec, PageRec, ProductRec } from '../store/types.ts';
import { compare, evaluate, exactMatch, fold, parseQuery, stem, textMatch, words, type Term } from './search.ts';

/**
 * The `query:` argument of products, collections and pages. Unknown fields are ignored (they match),
 * as Shopify ignores filters it does not support.
 */

export function minPrice(p: ProductRec): number {
  return p.variants.reduce((m, v) => Math.min(m, Number(v.price)), Infinity);
}

function wordIn(text: string, value: string, prefix: boolean): boolean {
  return textMatch(text, value, prefix);
}

/** What products, collections and pages all have. */
interface CatalogRec {
  id: number;
  handle: string;
  title: string;
  updatedAt: string;
  /** collections have none: the filter is ignored for them */
  createdAt?: string;
}

/** The fields every searchable record shares; a bare word searches the title (products search more: productTerm). */
function catalogTerm(r: CatalogRec, t: Term): boolean {
  switch (t.field) {
    case null:
    case 'title': return wordIn(r.title, t.value, t.prefix);
    case 'handle': return exactMatch(r.handle, t.value, t.prefix);
    case 'id': return compare(r.id, t);
    case 'created_at': return r.createdAt === undefined || compare(r.createdAt, t);
    case 'updated_at': return compare(r.updatedAt, t);
    default: return true;
  }
}

function productTerm(p: ProductRec, t: Term): boolean {
  switch (t.field) {
    case null:
      return wordIn(p.title, t.value, t.prefix) || exactMatch(p.productType, t.value, t.prefix) || exactMatch(p.vendor, t.value, t.prefix)
        || p.tags.some((tag) => exactMatch(tag, t.value, t.prefix)) || wordIn(p.productType, t.value, t.prefix);
    case 'vendor': return exactMatch(p.vendor, t.value, t.prefix);
    case 'product_type': return exactMatch(p.productType, t.value, t.prefix);
    case 'tag': return p.tags.some((tag) => exactMatch(tag, t.value, t.prefix));
    case 'tag_not': return !p.tags.some((tag) => exactMatch(tag, t.value, t.prefix));
    case 'sku':
    case 'variants.sku': return p.variants.some((v) => v.sku !== null && exactMatch(v.sku, t.value, t.prefix));
    case 'available_for_sale': return String(p.variants.some((v) => v.available)) === fold(t.value);
    case 'published_at': return compare(p.publishedAt, t);
    case 'price':
    case 'variants.price': return p.variants.some((v) => compare(Number(v.price), t));
    default: return catalogTerm(p, t);
  }
}

/** The `query:` argument as a predicate over records, given how one term matches a record. */
function filterOf<T>(term: (r: T, t: Term) => boolean): (query: string | null | undefined) => (r: T) => boolean {
  return (query) => {
    const ast = parseQuery(query);
    return (r) => evaluate(ast, (t) => term(r, t));
  };
}

export const productFilter = filterOf(productTerm);

export const collectionFilter = filterOf<CollectionRec>((c, t) => (t.field === 'collection_type' ? fold(t.value) === 'custom' : catalogTerm(c, t)));

export const pageFilter = filterOf<PageRec>(catalogTerm);

/** Relevance of free text against weighted fields: 0 when some query word is found nowhere (AND semantics). */
export function relevance(query: string, fields: [text: string, weight: number][]): number {
  const qs = words(query).map(stem);
  if (qs.length === 0) return 0;
  let score = 0;
  for (const q of qs) {
    let best = 0;
    for (const [text, weight] of fields) {
      const ws = words(text);
      if (ws.some((w) => stem(w) === q)) best = Math.max(best, weight * 2);
      else if (ws.some((w) => w.startsWith(q))) best = Math.max(best, weight);
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}
