import { locale as rootLocale, tenant as rootTenant } from 'next/root-params';
import { NotFound } from '@/components/content/NotFound';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { config } from '@/lib/ground/config';
import { tenantFromKey } from '@/lib/ground/tenant/resolve';
import { isLocale } from '@/lib/ground/tenant/types';

/**
 * The not-found page, with the store's navigation: it replaces the route
 * groups' layouts, so it brings the chrome itself. Not-found pages get no
 * params; tenant and language are the root params (as in i18n/request.ts).
 */
export default async function TenantNotFound() {
  const cfg = config();
  const tenant = tenantFromKey(await rootTenant(), cfg);
  const locale = await rootLocale();
  // The root layout has vouched for both; without them, the page alone still answers.
  if (!tenant || !isLocale(locale)) {
    return (
      <main id="main-content" tabIndex={-1}>
        <NotFound />
      </main>
    );
  }
  return (
    <SiteChrome tenant={tenant} locale={locale} cfg={cfg}>
      <NotFound />
    </SiteChrome>
  );
}
