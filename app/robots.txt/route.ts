import { config } from '@/lib/ground/config';
import { robotsTxt } from '@/lib/domain/seo/sitemap';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import { requestTenant } from '@/lib/edge/api/server';

export function GET(request: Request) {
  const cfg = config();
  const tenant = requestTenant(request);
  return new Response(robotsTxt(tenantOrigin(tenant, cfg)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
