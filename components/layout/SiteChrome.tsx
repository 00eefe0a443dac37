import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { AppConfig } from '@/lib/ground/config';
import { LOCALE_PARAM } from '@/lib/ground/i18n/locale';
import { LAYOUT_NAMESPACES } from '@/lib/ground/i18n/namespaces';
import { getResellerContent } from '@/lib/services/reseller/fetch';
import { siteTenant, tenantOrigin } from '@/lib/ground/tenant/resolve';
import { LOCALES, SITE_IDS, type Locale, type Tenant } from '@/lib/ground/tenant/types';
import { AppReady } from '@/components/ui/AppReady';
import { Footer } from './Footer';
import { Header } from './Header';

export interface SiteChromeProps {
  tenant: Tenant;
  locale: Locale;
  cfg: AppConfig;
  children: ReactNode;
}

/**
 * The store's navigation around a page: header, the page as <main> (the skip
 * link's target) and footer. Layouts that show the store use it; the
 * punchout pages leave it out, a buyer from a procurement system shops one
 * product and goes back.
 */
export async function SiteChrome({ tenant, locale, cfg, children }: SiteChromeProps) {
  const content = await getResellerContent(tenant, locale);
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
    <>
      {/* The header's islands take their strings from the server; these are for the code they load later. */}
      {/* Here rather than in the root layout: in the header islands' chunk, not a request of its own. */}
      <AppReady />
      <IslandMessages locale={locale} namespaces={LAYOUT_NAMESPACES}>
        <Header
          storeName={content.footer.storeName}
          logo={content.footer.logo}
          primaryMenu={content.menus['primary-menu']}
          hamburgerMenu={content.menus['hamburger-menu']}
          showSearch={tenant.kind === 'reseller'}
          regions={regions}
          languages={languages}
        />
      </IslandMessages>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer settings={content.footer} menu1={content.menus['footer-menu1']} menu2={content.menus['footer-menu2']} />
    </>
  );
}
