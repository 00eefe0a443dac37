import { z } from 'zod';
import { defineContract } from '../contract';
import { handleParam, localeParam } from './catalog-params';
import { SORT_OPTIONS } from '../../../domain/catalog/sort';


/** A collection reads at most 250 products: no slice reaches further. */
const MOST_CARDS = 250;

const image = z.object({ url: z.string(), altText: z.string().nullable(), width: z.number().nullable(), height: z.number().nullable() });

/** One card of the grid as the browser renders it (lib/domain/catalog/grid-card.ts), with its buttons' list entry. */
export const gridCardSchema = z.object({
  id: z.string(),
  href: z.string(),
  title: z.string(),
  image: image.nullable(),
  /** Display price text, already converted and formatted; null when the product has none. */
  price: z.string().nullable(),
  /** The card's entry in the wishlist and compare lists (lib/domain/wishlist/snapshot.ts). */
  item: z.object({
    id: z.string(),
    handle: z.string(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    price: z.object({ amount: z.string(), currencyCode: z.string() }).nullable(),
    productType: z.string(),
  }),
});
export type GridCard = z.infer<typeof gridCardSchema>;

/**
 * GET /api/collection?handle=&sort=&brands=&offset=&limit=&locale=: a slice
 * of a collection grid in the order and under the brand filter asked, for the
 * tenant of the Host header; what the grid's infinite scroll, sort and filter
 * fetch. 200 `{ cards, total }` (total: the filtered grid's size); 404
 * `not_found` for a collection this host does not have; 502 `upstream` when
 * the store cannot be reached.
 */
export const collectionContract = defineContract({
  query: z.object({
    handle: handleParam,
    sort: z.enum(SORT_OPTIONS, { error: `sort must be one of: ${SORT_OPTIONS.join(', ')}` }).default('none'),
    /** Checked brands, comma-separated. */
    brands: z
      .string()
      .max(200, 'brands must be at most 200 characters')
      .optional()
      .transform((value) => (value ? value.split(',').map((brand) => brand.trim()).filter(Boolean) : [])),
    offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(MOST_CARDS).default(0),
    limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(MOST_CARDS).default(5),
    locale: localeParam,
  }),
  reply: z.object({ cards: z.array(gridCardSchema), total: z.number().int().min(0) }),
});
