import { getTranslations } from 'next-intl/server';
import { ProductCardList } from '@/components/collection/ProductCardList';
import { TitledSection } from '@/components/ui/TitledSection';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { getResellerContent } from '@/lib/services/reseller/fetch';
import { getCollectionProductsById } from '@/lib/domain/catalog/storefront';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import styles from '@/components/home/PopularProducts.module.css';

/** How many products the catalog shows: the store's whole featured range, not the home page's handful. */
const CATALOG_SIZE = 48;

/**
 * The home page of a buyer in a punchout session (the middleware rewrites
 * `/` here; cXML and OCI sessions land on it): the store's featured products
 * as plain cards, each opening its reduced product page. Nothing here
 * depends on the buyer, so it caches per tenant and language.
 */
export default async function PunchoutCatalogRoute({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await routeContext(params);
  const content = await getResellerContent(tenant, locale);
  const [cards, display, t] = await Promise.all([
    getCollectionProductsById(tenant, locale, content.home.productGrid.categoryId, CATALOG_SIZE),
    getDisplayCurrency(tenant),
    getTranslations({ locale, namespace: 'Punchout' }),
  ]);
  return (
    <TitledSection headingId="punchout-catalog-heading" title={t('catalog')} className={`container section ${styles.section}`} headingClassName={styles.heading}>
      <p>{t('catalogIntro')}</p>
      <ProductCardList cards={cards} tenant={tenant} display={display} locale={locale} className={styles.grid} />
    </TitledSection>
  );
}
