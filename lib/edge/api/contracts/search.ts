import { z } from 'zod';
import { defineContract } from '../contract';
import { LOCALES } from '../../../ground/tenant/types';
import { SEARCH_QUERY_MAX } from '../../../domain/search/query';

/** One match as the header overlay shows it: where it leads and what it looks like. */
export const searchMatchSchema = z.object({
  handle: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  /** Display price text, already converted and formatted for the tenant's market; null when the product has none. */
  price: z.string().nullable(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

/**
 * GET /api/search?q=&limit=: the first products matching what the shopper is
 * typing, filtered to the host's tenant exactly like the /search page (the
 * tenant comes from the host, never from the query). 200 `{ matches, total }`;
 * 400 for an empty or over-long query; 429 rate limited; 502 when the search
 * service cannot be reached.
 */
export const searchContract = defineContract({
  query: z.object({
    q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(SEARCH_QUERY_MAX, `q is at most ${SEARCH_QUERY_MAX} characters`),
    limit: z.coerce.number().int().min(1).max(10).default(5),
    locale: z.enum(LOCALES).optional(),
  }),
  reply: z.object({ matches: z.array(searchMatchSchema), total: z.number().int().min(0) }),
});
