import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * POST /api/forms: the contact and tax forms, multipart or urlencoded in the Netlify shape, so the route
 * reads the form itself (lib/services/forms) rather than a JSON body.
 * 200 `{ ok: true }`, for the tax form `{ ok: true, tagged, pending }`
 * (the sender is now eligible, or waits for review); a refused field names
 * itself in `field`.
 */
export const formsContract = defineContract({
  reply: z.object({ ok: z.literal(true), tagged: z.boolean().optional(), pending: z.boolean().optional() }),
  failure: z.object({ field: z.string().optional() }),
});
