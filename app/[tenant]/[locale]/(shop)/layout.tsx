import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { SHOP_NAMESPACES } from '@/lib/ground/i18n/namespaces';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

/**
 * Cart, compare, sign-in and account pages: their client components format
 * their own strings (useTranslations). Their toasts come as on every page:
 * the first one downloads sonner into the root layout's Toaster, so a page
 * that never toasts does not parse it before the shopper can type.
 */
export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<TenantParams> }) {
  const ctx = await routeContext(params);
  return (
    <SiteChrome {...ctx}>
      <ClientMessages locale={ctx.locale} namespaces={SHOP_NAMESPACES}>
        {children}
      </ClientMessages>
    </SiteChrome>
  );
}
