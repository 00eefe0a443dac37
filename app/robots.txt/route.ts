import { config } from '@/lib/ground/config';
import { robotsTxt } from '@/lib/domain/seo/sitemap';
import { resolveTenant, tenantOrigin } from '@/lib/ground/tenant/resolve';

export function GET(request: Request) {
  const cfg = config();
  const tenant = resolveTenant(request.headers.get('host'), cfg);
  return new Response(robotsTxt(tenantOrigin(tenant, cfg)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
