import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PunchoutBar } from '@/components/layout/PunchoutBar';
import { AppReady } from '@/components/ui/AppReady';
import { PUNCHOUT_NAMESPACES } from '@/lib/ground/i18n/namespaces';
import { getResellerContent } from '@/lib/services/reseller/fetch';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

/** A buyer's session page, reached only through the middleware's rewrite: nothing for search engines. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The punchout pages: no header, footer
 * or navigation, just the store's name and the session's badge above the
 * page. Nothing here depends on the buyer (the session is an httpOnly
 * cookie only the hand-off reads), so the pages cache per tenant and
 * language like the catalog's.
 */
export default async function PunchoutLayout({ children, params }: { children: ReactNode; params: Promise<TenantParams> }) {
  const { tenant, locale } = await routeContext(params);
  const [content, t] = await Promise.all([getResellerContent(tenant, locale), getTranslations({ locale, namespace: 'Punchout' })]);
  return (
    <>
      <AppReady />
      <PunchoutBar storeName={content.footer.storeName} sessionLabel={t('session')} />
      <main id="main-content" tabIndex={-1}>
        <ClientMessages locale={locale} namespaces={PUNCHOUT_NAMESPACES}>
          {children}
        </ClientMessages>
      </main>
    </>
  );
}
