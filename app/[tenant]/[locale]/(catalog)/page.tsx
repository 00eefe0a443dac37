import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/home/Hero';
import { PopularProducts } from '@/components/home/PopularProducts';
import { CategoryGrid } from '@/components/home/CategoryGrid';
import { FlexibleMessages } from '@/components/home/FlexibleMessages';
import { PageViewBeacon } from '@/components/home/PageViewBeacon';
import { PromoBar } from '@/components/layout/PromoBar';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { getResellerContent } from '@/lib/services/reseller/fetch';
import { getCollectionProductsById, getCollectionsByIds } from '@/lib/domain/catalog/storefront';
import { truncateDescription, truncateTitle } from '@/lib/domain/seo/meta';
import { pageAlternates } from '@/lib/domain/seo/urls';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale, cfg } = await routeContext(params);
  const { footer } = await getResellerContent(tenant, locale);
  const origin = tenantOrigin(tenant, cfg);
  // The home page takes its title and description from the footer settings.
  return {
    title: { absolute: truncateTitle(footer.storeName) },
    description: truncateDescription(footer.companyDescription),
    alternates: pageAlternates(origin, '/', locale, tenant.defaultLocale),
  };
}

export default async function HomePage({ params }: Props) {
  const { tenant, locale } = await routeContext(params);
  const content = await getResellerContent(tenant, locale);
  const { home } = content;
  const [cards, categories, display] = await Promise.all([
    getCollectionProductsById(tenant, locale, home.productGrid.categoryId, home.productGrid.count),
    getCollectionsByIds(
      tenant,
      locale,
      home.categoryGrid.collections.map((c) => c.categoryId),
    ),
    getDisplayCurrency(tenant),
  ]);
  const t = await getTranslations({ locale, namespace: 'Home' });

  return (
    <>
      <Hero hero={home.hero} />
      <PromoBar promoBar={content.promoBar} />
      <PopularProducts headline={home.productGrid.headline || t('popularProducts')} cards={cards} tenant={tenant} display={display} />
      <CategoryGrid headline={home.categoryGrid.headline || t('categories')} categories={categories} tenant={tenant} />
      <FlexibleMessages messages={content.messages.messages} label={t('messages')} />
      <PageViewBeacon name="Home" path="/" locale={locale} tenant={tenant.key} />
    </>
  );
}
