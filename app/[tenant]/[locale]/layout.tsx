import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/Header';
import { Footer } from '@/components/layout/Footer';
import { SkipLink } from '@/components/layout/SkipLink';
import { Toaster } from '@/components/layout/Toaster';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ThemeStyle } from '@/components/theme/ThemeStyle';
import { getResellerContent } from '@/lib/reseller/fetch';
import { SITE_IDS, LOCALES } from '@/lib/tenant/types';
import { siteTenant, tenantOrigin } from '@/lib/tenant/resolve';
import { LOCALE_PARAM } from '@/lib/i18n/locale';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/namespaces';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import '@/components/theme/globals.css';

// Every page below is cached per tenant and language for an hour (see renderOnDemand).
export { renderOnDemand as generateStaticParams } from '@/app/[tenant]/[locale]/route-params';
export const revalidate = 3600;

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale, cfg } = await routeContext(params);
  const content = await getResellerContent(tenant.key, locale);
  return {
    metadataBase: new URL(tenantOrigin(tenant, cfg)),
    title: { default: content.footer.storeName, template: `%s | ${content.footer.storeName}` },
    icons: { icon: '/favicon.svg' },
  };
}

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<TenantParams> }) {
  const { tenant, locale, cfg } = await routeContext(params);
  const content = await getResellerContent(tenant.key, locale);
  const t = await getTranslations({ locale });

  const isSite = tenant.kind === 'site';
  const regions = isSite
    ? SITE_IDS.map((id) => ({
        id,
        label: t(`Region.${id}`),
        href: `${tenantOrigin(siteTenant(id, cfg), cfg)}/`,
        current: id === tenant.key,
      }))
    : undefined;
  const languages = isSite
    ? LOCALES.map((code) => ({ code, label: t(`Language.${code}`), href: `?${LOCALE_PARAM}=${code}`, current: code === locale }))
    : undefined;

  return (
    <html lang={locale}>
      <body>
        <ThemeStyle theme={content.footer.theme} />
        <SkipLink />
        {/* The header's islands only: the footer is server-rendered, pages bring their own messages. */}
        <ClientMessages locale={locale} namespaces={LAYOUT_NAMESPACES}>
          <Header
            storeName={content.footer.storeName}
            logo={content.footer.logo}
            primaryMenu={content.menus['primary-menu']}
            hamburgerMenu={content.menus['hamburger-menu']}
            showSearch={tenant.kind === 'reseller'}
            regions={regions}
            languages={languages}
          />
        </ClientMessages>
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <Footer settings={content.footer} menu1={content.menus['footer-menu1']} menu2={content.menus['footer-menu2']} />
        <Toaster />
      </body>
    </html>
  );
}
