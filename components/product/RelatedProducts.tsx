import { getLocale, getTranslations } from 'next-intl/server';
import type { ProductCard as ProductCardData } from '@/lib/catalog/types';
import type { DisplayCurrency } from '@/lib/money/display';
import { productPath } from '@/lib/catalog/links';
import type { Tenant } from '@/lib/tenant/types';
import { ProductCard } from '@/components/collection/ProductCard';
import styles from './RelatedProducts.module.css';

/** Spec §7, §9: related products, first 5. */
export const RELATED_PRODUCTS_LIMIT = 5;

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
    <section className={styles.section} aria-labelledby="related-products-heading">
      <h2 id="related-products-heading">{t('relatedProducts')}</h2>
      <ul className={styles.grid}>
        {items.map((card) => (
          <li key={card.id}>
            <ProductCard card={card} href={productPath(tenant, card.handle)} locale={locale} display={display} />
          </li>
        ))}
      </ul>
    </section>
  );
}
