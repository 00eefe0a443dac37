import { z } from 'zod';
import { defineContract } from '../contract';
import { LOCALES } from '../../../ground/tenant/types';

/**
 * GET /api/design/messages?locale=en|fr: the design editor's strings
 * (DESIGN_EDITOR_NAMESPACES), compiled as the pages' are. The editor's modal
 * asks for them when it opens, so a product page carries none of them.
 */
export const designMessagesContract = defineContract({
  query: z.object({ locale: z.enum(LOCALES, { error: `locale must be one of: ${LOCALES.join(', ')}` }) }),
  reply: z.object({ messages: z.record(z.string(), z.unknown()) }),
});
