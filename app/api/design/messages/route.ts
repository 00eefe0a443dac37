import { getMessages } from 'next-intl/server';
import { designMessagesContract } from '@/lib/edge/api/contracts/design-messages';
import { route } from '@/lib/edge/api/server';
import { DESIGN_EDITOR_NAMESPACES } from '@/lib/ground/i18n/namespaces';
import { pickMessages } from '@/lib/ground/i18n/pick';

/**
 * GET /api/design/messages?locale=en|fr: 200 `{ messages }`, the design
 * editor's strings in that language; 400 for another language. Changed
 * only by a new release: the browser keeps them an hour (the front door
 * keeps every API answer out of shared caches).
 */
export const GET = route(
  designMessagesContract,
  { event: 'design.messages', cacheControl: 'private, max-age=3600' },
  async ({ query: { locale }, ok }) => ok({ messages: pickMessages(await getMessages({ locale }), DESIGN_EDITOR_NAMESPACES) }),
);
