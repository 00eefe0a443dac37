import { z } from 'zod';
import { defineContract } from '../contract';
import { handleParam, localeParam } from './catalog-params';


/** What the quick view dialog shows of a product. */
export const quickViewProduct = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  productType: z.string(),
  image: z.object({ url: z.string(), altText: z.string().nullable(), width: z.number().nullable(), height: z.number().nullable() }).nullable(),
  /** The "From" price in the tenant's display currency: first available variant, else the first (as on cards). */
  price: z.object({ amount: z.string(), currencyCode: z.string() }).nullable(),
  /** Stock of the first variant (components/quickview/stock.ts `stockLimit`). */
  stock: z
    .object({
      availableForSale: z.boolean(),
      /** Units in stock; null when the store does not say. */
      quantityAvailable: z.number().nullable(),
      /** Sold while out of stock (backorders): no limit. */
      currentlyNotInStock: z.boolean(),
    })
    .nullable(),
});

export type QuickViewProduct = z.infer<typeof quickViewProduct>;

/**
 * GET /api/quick-view?handle=&locale=: the product of a card's Quick view
 * button, for the tenant of the Host header. 404 `not_found` for an unknown
 * product, 502 `upstream` when the store cannot be reached.
 */
export const quickViewContract = defineContract({
  query: z.object({
    handle: handleParam,
    /** The page's language; the tenant's own by default. */
    locale: localeParam,
  }),
  reply: z.object({ product: quickViewProduct }),
});
