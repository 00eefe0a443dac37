import { Breadcrumb } from '@/components/collection/Breadcrumb';
import { CollectionView } from '@/components/collection/CollectionView';
import { gridWithActions } from '@/components/collection/cardActions';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { GRID_NAMESPACES } from '@/lib/ground/i18n/namespaces';
import { RelatedCategories } from '@/components/product/RelatedCategories';
import { sanitizeHtml } from '@/lib/ground/html/sanitize';
import type { Collection, CollectionSummary } from '@/lib/domain/catalog/types';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { pageCount } from '@/lib/domain/catalog/grid-page';
import { PageLinks } from './grid-route';
import type { RouteContext } from '@/app/[tenant]/[locale]/route-params';
import styles from './collection-page.module.css';

export async function CollectionPage({
  ctx,
  collection,
  handle,
  path,
  page = 1,
  subcategories = [],
}: {
  ctx: RouteContext;
  collection: Collection;
  /** The handle the route read the collection by. */
  handle: string;
  path: string;
  page?: number;
  subcategories?: CollectionSummary[];
}) {
  const display = await getDisplayCurrency(ctx.tenant);
  return (
    <div className="container">
      <PageLinks path={path} page={page} pages={pageCount(collection.products.length)} />
      <Breadcrumb title={collection.title} />
      <header className={styles.head}>
        <h1>{collection.title}</h1>
        {collection.descriptionHtml ? (
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitizeHtml(collection.descriptionHtml) }} />
        ) : null}
      </header>
      {subcategories.length > 0 ? <RelatedCategories categories={subcategories} tenant={ctx.tenant} /> : null}
      <IslandMessages locale={ctx.locale} namespaces={GRID_NAMESPACES}>
        <CollectionView
          cards={collection.products}
          tenant={ctx.tenant}
          handle={handle}
          path={path}
          page={page}
          locale={ctx.locale}
          display={display}
          actions={gridWithActions}
        />
      </IslandMessages>
    </div>
  );
}
