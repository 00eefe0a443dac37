import { z } from 'zod';
import { defineContract } from '../contract';

/** GET /api/postal?zip=: the US city and state of a ZIP (the address form's check). */
export const postalContract = defineContract({
  query: z.object({
    /** Five digits, or ZIP+4 ("35203-1234", "35203 1234", "352031234"): the lookup takes the first five. */
    zip: z
      .string({ error: 'zip is required' })
      .trim()
      .regex(/^\d{5}(?:[-\s]?\d{4})?$/, 'zip must be 5 digits, or ZIP+4 (12345-6789)')
      .transform((zip) => zip.slice(0, 5)),
  }),
  reply: z.object({ city: z.string(), state: z.string() }),
});
