import { z } from 'zod';
import { defineContract } from '../contract';
import { MAX_COMPARE_HANDLES } from '../../../domain/catalog/compare-batch';
import { HANDLE, localeParam } from './catalog-params';

const HANDLES = `handles must be 1 to ${MAX_COMPARE_HANDLES} product handles separated by commas`;

/** What the compare table shows of a product beyond its stored snapshot. */
export const compareDetails = z.object({
  /** The handle as asked for. */
  handle: z.string(),
  sizes: z.array(z.string()),
  materials: z.array(z.string()),
  /** The price per unit at the first quantity break, in the tenant's display currency; null without a variant. */
  unitPrice: z.object({ amount: z.string(), currencyCode: z.string(), quantity: z.number().int().positive() }).nullable(),
});

export type CompareDetails = z.infer<typeof compareDetails>;

/**
 * GET /api/compare?handles=a,b&locale=: sizes, materials and the price per
 * unit at the first break of the compared products, for the tenant of the
 * Host header. Products the store does not have are left out. 400
 * `invalid`, 502 `upstream` when the store cannot be reached.
 */
export const compareContract = defineContract({
  query: z.object({
    handles: z
      .string({ error: HANDLES })
      .max(MAX_COMPARE_HANDLES * 256, HANDLES)
      .transform((value) => value.split(','))
      .pipe(z.array(z.string().min(1, HANDLES).max(255, HANDLES).regex(HANDLE, HANDLES)).min(1, HANDLES).max(MAX_COMPARE_HANDLES, HANDLES)),
    locale: localeParam,
  }),
  reply: z.object({ products: z.array(compareDetails) }),
});
