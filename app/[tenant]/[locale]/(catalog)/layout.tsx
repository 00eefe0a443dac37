import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { CATALOG_NAMESPACES } from '@/lib/ground/i18n/namespaces';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

/**
 * Home, collection, category, product and content pages: lean server pages
 * whose few islands (grid, gallery, configurator, card buttons, quick view)
 * format their own strings with useTranslations, over just the messages
 * listed in CATALOG_NAMESPACES.
 */
export default async function CatalogLayout({ children, params }: { children: ReactNode; params: Promise<TenantParams> }) {
  const ctx = await routeContext(params);
  return (
    <SiteChrome {...ctx}>
      <ClientMessages locale={ctx.locale} namespaces={CATALOG_NAMESPACES}>
        {children}
      </ClientMessages>
    </SiteChrome>
  );
}
