import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/collection/Breadcrumb';
import { CollectionView } from '@/components/collection/CollectionView';
import { filterSidebar } from '@/components/collection/FilterSidebar';
import { SideBanner } from '@/components/collection/SideBanner';
import { SimilarProductsSlider } from '@/components/collection/SimilarProductsSlider';
import { productHrefs } from '@/components/collection/hrefs';
import { isUnavailable } from '@/lib/services/cache/read';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { getCollection } from '@/lib/domain/catalog/storefront';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import styles from '@/app/[tenant]/[locale]/template-page.module.css';

/** The similar / on-sale list shows at most 8 products. */
const SIMILAR_LIMIT = 8;

/** Template collection page with the filter sidebar, showing the tenant's "all" collection. */
export default async function RightSidebarCollection({ params }: { params: Promise<TenantParams> }) {
  const ctx = await routeContext(params);
  const [read, t] = await Promise.all([
    getCollection(ctx.tenant, ctx.locale, 'all'),
    getTranslations({ locale: ctx.locale, namespace: 'Collection' }),
  ]);
  const collection = isUnavailable(read) ? null : read;
  const cards = collection?.products ?? [];
  const hrefs = productHrefs(ctx.tenant, cards);
  const title = collection?.title ?? t('products');
  const display = await getDisplayCurrency(ctx.tenant);

  return (
    <div className="container">
      <Breadcrumb parent={{ label: t('products'), href: '/right-sidebar/collection' }} title={title} subtitle={t('sort.none')} />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.withSide}>
        <CollectionView cards={cards} productHrefs={hrefs} locale={ctx.locale} display={display} filters={filterSidebar} />
        <SideBanner title={t('sideBannerTitle')} text={t('sideBannerText')} href="/category/custom-shapes" ctaLabel={t('sideBannerCta')} />
      </div>
      <SimilarProductsSlider cards={cards.slice(0, SIMILAR_LIMIT)} productHrefs={hrefs} locale={ctx.locale} display={display} />
    </div>
  );
}
