import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { SkipLink } from '@/components/layout/SkipLink';
import { Toaster } from '@/components/layout/Toaster';
import { EarlyActionsScript } from '@/components/ui/EarlyActionsScript';
import { ThemeStyle } from '@/components/theme/ThemeStyle';
import { getResellerContent } from '@/lib/services/reseller/fetch';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import '@/components/theme/globals.css';

// Every page below is cached per tenant and language for an hour (see renderOnDemand).
export { renderOnDemand as generateStaticParams } from '@/app/[tenant]/[locale]/route-params';
export const revalidate = 3600;

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale, cfg } = await routeContext(params);
  const content = await getResellerContent(tenant, locale);
  return {
    metadataBase: new URL(tenantOrigin(tenant, cfg)),
    title: { default: content.footer.storeName, template: `%s | ${content.footer.storeName}` },
    icons: { icon: '/favicon.svg' },
  };
}

/**
 * The document, the tenant's theme, the skip link, the toasts' host, and the
 * holding of presses made before the app is ready (early-actions.ts: each
 * layout below renders AppReady, in its own islands' chunk). The
 * store's header, <main> and footer come with the route groups' layouts
 * (SiteChrome), so the punchout pages can do without the navigation.
 */
export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<TenantParams> }) {
  const { tenant, locale } = await routeContext(params);
  const content = await getResellerContent(tenant, locale);

  return (
    <html lang={locale}>
      <body>
        <EarlyActionsScript />
        <ThemeStyle theme={content.footer.theme} />
        <SkipLink />
        {children}
        <Toaster />
      </body>
    </html>
  );
}
