import { getLocale, getTranslations } from 'next-intl/server';
import { RELATED_PRODUCTS_LIMIT } from '@/lib/domain/catalog/related';
import type { ProductCard as ProductCardData } from '@/lib/domain/catalog/types';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import type { Tenant } from '@/lib/ground/tenant/types';
import { ProductCardList } from '@/components/collection/ProductCardList';
import { TitledSection } from '@/components/ui/TitledSection';
import styles from './RelatedProducts.module.css';


export interface RelatedProductsProps {
  cards: ProductCardData[];
  tenant: Pick<Tenant, 'handlePrefix'>;
  display: DisplayCurrency;
}

/** Up to 5 related product cards; nothing when there are none. */
export async function RelatedProducts({ cards, tenant, display }: RelatedProductsProps) {
  const items = cards.slice(0, RELATED_PRODUCTS_LIMIT);
  if (items.length === 0) return null;
  const t = await getTranslations('Product');
  const locale = await getLocale();
  return (
    <TitledSection headingId="related-products-heading" title={t('relatedProducts')} className={styles.section}>
      <ProductCardList cards={items} tenant={tenant} display={display} locale={locale} className={styles.grid} />
    </TitledSection>
  );
}
