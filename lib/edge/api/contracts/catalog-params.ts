import { z } from 'zod';
import { LOCALES } from '../../../ground/tenant/types';

/**
 * Query parameters the catalog routes (quick view, compare, the collection
 * grid) share, with the same words for the same mistakes.
 */

/** A platform handle: letters (any script), digits, '-' and '_'. */
export const HANDLE = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

/** One product or collection handle. */
export const handleParam = z
  .string({ error: 'handle is required' })
  .trim()
  .min(1, 'handle is required')
  .max(255, 'handle must be at most 255 characters')
  .regex(HANDLE, "handle may only contain letters, digits, '-' and '_'");

/** The page's language; the tenant's own by default. */
export const localeParam = z.enum(LOCALES, { error: `locale must be one of: ${LOCALES.join(', ')}` }).optional();
