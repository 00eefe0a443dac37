import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

/**
 * generateMetadata of a personal page (cart, sign-in, account): its title in
 * the page's language, and nothing here for search engines.
 */
export function personalPageMetadata(namespace: string, key: string) {
  return async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
    const { locale } = await routeContext(params);
    const t = await getTranslations({ locale, namespace });
    return { title: t(key), robots: { index: false, follow: false } };
  };
}
