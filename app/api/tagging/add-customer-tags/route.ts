import { z } from 'zod';
import { parseWith, readJson, reply } from '@/lib/account/http';
import { forbidden, foreignCustomerRefusal } from '@/lib/account/tagging-routes';
import { TAX_EXEMPT_ELIGIBLE_TAG } from '@/lib/account/types';
import { addCustomerTags } from '@/lib/services/tagging';
import { withCustomer } from '@/lib/session/server';

/** The only tag a customer may put on themselves: after submitting the tax form (spec §4). */
const ALLOWED_TAGS: readonly string[] = [TAX_EXEMPT_ELIGIBLE_TAG];

const Body = z.object({
  tags: z.array(z.string().trim().min(1), { error: 'tags must be a list of tags' }).min(1, 'tags must not be empty').max(10, 'too many tags'),
});

/**
 * POST /api/tagging/add-customer-tags {tags: ['tax_exempt_eligible']}: tags
 * the session's customer; any other tag is 403. 200 `{ customer: { id, tags } }`.
 */
export function POST(request: Request): Promise<Response> {
  return withCustomer(request, 'tagging.add_customer_tags', async ({ customer }) => {
    const raw = await readJson(request);
    if (!raw.ok) return raw.response;
    const body = parseWith(Body, raw.data);
    if (!body.ok) return body.response;
    if (body.data.tags.some((tag) => !ALLOWED_TAGS.includes(tag))) return forbidden();
    const me = await customer();
    const refused = foreignCustomerRefusal(raw.data, me.id);
    if (refused) return refused;
    const tagged = await addCustomerTags(me.id, [...new Set(body.data.tags)]);
    return reply(200, { customer: { id: me.id, tags: tagged.tags } });
  });
}
