import type { ProductRec } from './types.ts';

/** The English fields the product-edit test hook may change. */
export type ProductPatch = Partial<Pick<ProductRec, 'title' | 'descriptionHtml' | 'productType' | 'vendor' | 'tags'>>;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Reads `PATCH /__emulator/products/{handle}`'s body: any of `title`, `description` (plain text, stored as one
 * paragraph of HTML), `descriptionHtml`, `productType`, `vendor`, `tags`. A message when it is not that.
 */
export function parseProductPatch(body: unknown): ProductPatch | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'expected a JSON object';
  const b = body as Record<string, unknown>;
  const known = ['title', 'description', 'descriptionHtml', 'productType', 'vendor', 'tags'];
  const unknown = Object.keys(b).filter((k) => !known.includes(k));
  if (unknown.length) return `unknown field(s): ${unknown.join(', ')} (expected ${known.join(', ')})`;
  if (Object.keys(b).length === 0) return `expected at least one of ${known.join(', ')}`;
  if ('description' in b && 'descriptionHtml' in b) return 'give description or descriptionHtml, not both';
  const patch: ProductPatch = {};
  for (const key of ['title', 'productType', 'vendor', 'descriptionHtml'] as const) {
    if (!(key in b)) continue;
    const v = b[key];
    if (typeof v !== 'string' || (key === 'title' && !v.trim())) return `${key} must be a${key === 'title' ? ' non-empty' : ''} string`;
    patch[key] = v;
  }
  if ('description' in b) {
    if (typeof b.description !== 'string') return 'description must be a string';
    patch.descriptionHtml = b.description ? `<p>${escapeHtml(b.description)}</p>` : '';
  }
  if ('tags' in b) {
    if (!Array.isArray(b.tags) || !b.tags.every((t) => typeof t === 'string')) return 'tags must be an array of strings';
    patch.tags = [...b.tags];
  }
  return patch;
}
