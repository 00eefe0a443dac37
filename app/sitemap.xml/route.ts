import { config } from '@/lib/config';
import { sitemapXml } from '@/lib/seo/sitemap';
import { getSitemapEntries } from '@/lib/shopify/catalog';
import { resolveTenant } from '@/lib/tenant/resolve';

/** One sitemap per host: the tenant's products, collections and pages. */
export async function GET(request: Request) {
  const tenant = resolveTenant(request.headers.get('host'), config());
  const entries = await getSitemapEntries(tenant.key);
  return new Response(sitemapXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
