import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/collection/Breadcrumb';
import { CollectionView } from '@/components/collection/CollectionView';
import { cardActions } from '@/components/collection/cardActions';
import { productHrefs } from '@/components/collection/hrefs';
import { RelatedCategories } from '@/components/product/RelatedCategories';
import { sanitizeHtml } from '@/lib/ground/html/sanitize';
import type { Collection, CollectionSummary } from '@/lib/domain/catalog/types';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { seoTitle, truncateDescription } from '@/lib/domain/seo/meta';
import { pageAlternates } from '@/lib/domain/seo/urls';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import type { RouteContext } from '@/app/[tenant]/[locale]/route-params';
import styles from './collection-page.module.css';

/** Shared by /collections/{handle} and /category/{handle}: they differ only in URL and sub-categories. */
export function collectionMetadata(ctx: RouteContext, collection: Collection, path: string): Metadata {
  return {
    title: seoTitle(collection.seo.title, collection.title),
    description: truncateDescription(collection.seo.description || collection.description),
    alternates: pageAlternates(tenantOrigin(ctx.tenant, ctx.cfg), path, ctx.locale, ctx.tenant.defaultLocale),
  };
}

export async function CollectionPage({
  ctx,
  collection,
  subcategories = [],
}: {
  ctx: RouteContext;
  collection: Collection;
  subcategories?: CollectionSummary[];
}) {
  const display = await getDisplayCurrency(ctx.tenant);
  return (
    <div className="container">
      <Breadcrumb title={collection.title} />
      <header className={styles.head}>
        <h1>{collection.title}</h1>
        {collection.descriptionHtml ? (
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitizeHtml(collection.descriptionHtml) }} />
        ) : null}
      </header>
      {subcategories.length > 0 ? <RelatedCategories categories={subcategories} tenant={ctx.tenant} /> : null}
      <CollectionView
        cards={collection.products}
        productHrefs={productHrefs(ctx.tenant, collection.products)}
        locale={ctx.locale}
        display={display}
        actions={cardActions(display)}
      />
    </div>
  );
}
