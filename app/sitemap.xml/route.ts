import { requestTenant } from '@/lib/edge/api/server';
import { sitemapXml } from '@/lib/domain/seo/sitemap';
import { getSitemapEntries } from '@/lib/domain/catalog/storefront';

/**
 * One sitemap per host: the tenant's products, collections and pages. When
 * the store cannot be read, 503 with Retry-After and no caching: an empty
 * sitemap kept for an hour would tell crawlers the store has no pages.
 */
export async function GET(request: Request) {
  const tenant = requestTenant(request);
  const entries = await getSitemapEntries(tenant);
  if (!entries) {
    return new Response('The sitemap is temporarily unavailable.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '120' },
    });
  }
  return new Response(sitemapXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
