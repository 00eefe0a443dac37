import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

/**
 * Home, collection, category, product and content pages: lean server pages.
 * No message provider here: the pages whose islands format strings as they
 * render bring their own (the product page's CATALOG_NAMESPACES, the grid's),
 * so the others load none of next-intl's browser runtime.
 */
export default async function CatalogLayout({ children, params }: { children: ReactNode; params: Promise<TenantParams> }) {
  const ctx = await routeContext(params);
  return (
    <SiteChrome {...ctx}>
      {children}
    </SiteChrome>
  );
}
