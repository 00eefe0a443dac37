import { z } from 'zod';
import { defineContract } from '../contract';
import { savedProjectSchema } from '../../../domain/account/projects';
import { bodyCustomerFields, savedProjectShape } from '../../../domain/account/shapes';

/**
 * The tagging proxies as the browser
 * reaches them. They act for the session's customer only: a body may name
 * the customer (`customer_id` / `customerId`), but only that same customer
 * (403 otherwise).
 */

/**
 * POST /api/tagging/add-customer-tags {tags}: kept as a route, but no tag
 * may be self-applied (tax_exempt_eligible comes with an accepted tax form
 * through /api/forms), so it never answers 2xx.
 */
export const addCustomerTagsContract = defineContract({
  body: z.object({
    tags: z.array(z.string().trim().min(1), { error: 'tags must be a list of tags' }).min(1, 'tags must not be empty').max(10, 'too many tags'),
  }),
  reply: z.never(),
});

/**
 * POST /api/tagging/create-metafield {project_name, size, quantity, …}: a
 * saved artwork project. 200 `{ ok: true }`. A project saved before signing
 * in has its design state under the browser's visitor id (the server's
 * signed cookie, never a body field), and the state is copied to the
 * customer.
 */
export const createMetafieldContract = defineContract({
  body: savedProjectSchema.extend(bodyCustomerFields),
  reply: z.object({ ok: z.literal(true) }),
});

/** POST /api/tagging/delete-metafield {metafield_id}: one of the customer's saved projects. 200 `{ ok: true }`. */
export const deleteMetafieldContract = defineContract({
  body: z.object({
    metafield_id: z
      .union([z.string().trim().regex(/^\d{1,20}$/), z.number().int().positive()], { error: 'metafield_id is required' })
      .transform(String),
    ...bodyCustomerFields,
  }),
  reply: z.object({ ok: z.literal(true) }),
});

/** POST /api/tagging/get-metafield {}: the customer's saved projects, newest first as the service lists them. */
export const getMetafieldContract = defineContract({
  body: z.object(bodyCustomerFields),
  reply: z.object({ projects: z.array(savedProjectShape) }),
});

/** POST /api/tagging/update-customer-tax-exempt {taxExempt}: the cart's tax-exempt switch; the tags as the platform now holds them. */
export const updateTaxExemptContract = defineContract({
  body: z.object({ taxExempt: z.boolean({ error: 'taxExempt must be true or false' }), ...bodyCustomerFields }),
  reply: z.object({ taxExempt: z.boolean(), tags: z.array(z.string()) }),
});
