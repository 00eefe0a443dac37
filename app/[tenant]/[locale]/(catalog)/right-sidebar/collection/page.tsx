import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/collection/Breadcrumb';
import { CollectionView } from '@/components/collection/CollectionView';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { GRID_NAMESPACES } from '@/lib/ground/i18n/namespaces';
import { filterSidebar } from '@/components/collection/FilterSidebar';
import { SideBanner } from '@/components/collection/SideBanner';
import { SimilarProductsSlider } from '@/components/collection/SimilarProductsSlider';
import { productPath } from '@/lib/domain/catalog/links';
import { pageCount } from '@/lib/domain/catalog/grid-page';
import { isUnavailable } from '@/lib/services/cache/read';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { getCollection } from '@/lib/domain/catalog/storefront';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { PageLinks, gridPageOf, redirectPastLastPage } from '@/app/[tenant]/[locale]/(catalog)/grid-route';
import { collectionMetadata } from '@/app/[tenant]/[locale]/(catalog)/collection-metadata';
import styles from '@/app/[tenant]/[locale]/template-page.module.css';

/** The similar / on-sale list shows at most 8 products. */
const SIMILAR_LIMIT = 8;
const PATH = '/right-sidebar/collection';
const HANDLE = 'all';

/** `page`: set on ./p/[page], the grid's `?page=N`. */
type Props = { params: Promise<TenantParams & { page?: string }> };

/** Titled, described and canonical like the collection it shows, with its own path (and page number past the first). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await routeContext(params);
  const read = await getCollection(ctx.tenant, ctx.locale, HANDLE);
  return isUnavailable(read) || !read ? {} : collectionMetadata(ctx, read, PATH, gridPageOf((await params).page));
}

/** Template collection page with the filter sidebar, showing the tenant's "all" collection. */
export default async function RightSidebarCollection({ params }: Props) {
  const ctx = await routeContext(params);
  const page = gridPageOf((await params).page);
  const [read, t] = await Promise.all([
    getCollection(ctx.tenant, ctx.locale, HANDLE),
    getTranslations({ locale: ctx.locale, namespace: 'Collection' }),
  ]);
  const collection = isUnavailable(read) ? null : read;
  const cards = collection?.products ?? [];
  if (collection) redirectPastLastPage(collection, PATH, page);
  const similar = cards.slice(0, SIMILAR_LIMIT);
  const hrefs = Object.fromEntries(similar.map((card) => [card.id, productPath(ctx.tenant, card.handle)]));
  const title = collection?.title ?? t('products');
  const display = await getDisplayCurrency(ctx.tenant);

  return (
    <div className="container">
      <PageLinks path={PATH} page={page} pages={pageCount(cards.length)} />
      <Breadcrumb parent={{ label: t('products'), href: PATH }} title={title} subtitle={t('sort.none')} />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.withSide}>
        <IslandMessages locale={ctx.locale} namespaces={GRID_NAMESPACES}>
          <CollectionView
            cards={cards}
            tenant={ctx.tenant}
            handle={HANDLE}
            path={PATH}
            page={page}
            locale={ctx.locale}
            display={display}
            filters={filterSidebar}
          />
        </IslandMessages>
        <SideBanner title={t('sideBannerTitle')} text={t('sideBannerText')} href="/category/custom-shapes" ctaLabel={t('sideBannerCta')} />
      </div>
      <SimilarProductsSlider cards={similar} productHrefs={hrefs} locale={ctx.locale} display={display} />
    </div>
  );
}
