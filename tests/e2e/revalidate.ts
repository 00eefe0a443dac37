import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { US } from './hosts';
import { DEV_SECRETS } from '../../scripts/env.mjs';

/**
 * Drops the cached pages and data of a product, as the platform's webhook
 * does, so the next visit renders it: a test that needs a first render
 * cannot count on a page nobody opened (the crawl opens them all).
 */
export async function dropCachedProduct(request: APIRequestContext, handle: string): Promise<void> {
  await dropCachedTags(request, [`product:${handle}`]);
}

/** Drops what the cache holds under these tags (lib/services/cache/tags.ts), as the platform's webhook does. */
export async function dropCachedTags(request: APIRequestContext, tags: string[]): Promise<void> {
  const body = JSON.stringify({ tags });
  const signature = createHmac('sha256', DEV_SECRETS.REVALIDATE_SECRET).update(body).digest('base64');
  const res = await request.post(`${US}/api/revalidate`.replace('localhost', '127.0.0.1'), {
    data: body,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
  });
  expect(res.status()).toBe(200);
}
