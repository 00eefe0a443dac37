import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { installedPageCache } from '@/lib/services/cache/installed';
import { tagsForChange } from '@/lib/services/cache/tags';
import { config } from '@/lib/ground/config';
import { log } from '@/lib/ground/log';
import { readBoundedText } from '@/lib/ground/http/body';

/** A webhook body names a few tags or one entity. */
const MAX_BODY_BYTES = 16 * 1024;
import { verifyBody } from '@/lib/edge/security/hmac';

const handle = z.string().min(1).max(255);
const Body = z.union([
  z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(50) }),
  z.object({ kind: z.enum(['product', 'collection', 'page']), handle }),
  z.object({ kind: z.literal('snippets'), owner: handle }),
  z.object({ kind: z.literal('tenant'), tenantKey: handle }),
]);

/**
 * Drops cached catalog data and pages after a platform change. The body is
 * signed with REVALIDATE_SECRET (base64 HMAC-SHA256 in X-Signature, or
 * Shopify's X-Shopify-Hmac-Sha256), so only the platform can purge the cache.
 */
export async function POST(request: Request) {
  const read = await readBoundedText(request, MAX_BODY_BYTES);
  if (!read.ok) return Response.json({ error: read.reason === 'too-large' ? 'Body too large' : 'Body unreadable' }, { status: read.reason === 'too-large' ? 413 : 400 });
  const raw = read.text;
  const signature = request.headers.get('x-signature') ?? request.headers.get('x-shopify-hmac-sha256');
  if (!(await verifyBody(config().REVALIDATE_SECRET, raw, signature))) {
    return Response.json({ error: 'Invalid signature' }, { status: 401 });
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return Response.json({ error: 'Body must be JSON' }, { status: 400 });
  }
  const parsed = Body.safeParse(json);
  if (!parsed.success) {
    return Response.json({ error: 'Expected {tags: string[]} or {kind, handle|owner|tenantKey}', issues: parsed.error.issues }, { status: 400 });
  }
  const tags = 'tags' in parsed.data ? parsed.data.tags : tagsForChange(parsed.data);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Next carries out a route's revalidations after its response: the page cache (shared by every server) is told
  // first, so from the moment the platform has its answer no server serves the page as it was.
  await installedPageCache()?.revalidateTag(tags, { expire: 0 });
  log.info('cache.revalidated', { tags });
  return Response.json({ revalidated: tags });
}
