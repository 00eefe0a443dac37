import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { SonnerHost } from '@/components/layout/SonnerHost';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { SHOP_NAMESPACES } from '@/lib/ground/i18n/namespaces';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

/**
 * Cart, compare, sign-in and account pages: their client components format
 * their own strings (useTranslations) and toast through sonner.
 */
export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<TenantParams> }) {
  const ctx = await routeContext(params);
  return (
    <SiteChrome {...ctx}>
      <ClientMessages locale={ctx.locale} namespaces={SHOP_NAMESPACES}>
        {children}
        <SonnerHost />
      </ClientMessages>
    </SiteChrome>
  );
}
