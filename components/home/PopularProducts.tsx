import { getLocale, getTranslations } from 'next-intl/server';
import type { ProductCard as ProductCardData } from '@/lib/catalog/types';
import type { DisplayCurrency } from '@/lib/money/display';
import { productPath } from '@/lib/catalog/links';
import type { Tenant } from '@/lib/tenant/types';
import { ProductCard } from '@/components/collection/ProductCard';
import styles from './PopularProducts.module.css';

export interface PopularProductsProps {
  headline: string;
  cards: ProductCardData[];
  tenant: Pick<Tenant, 'handlePrefix'>;
  display: DisplayCurrency;
}

/**
 * Popular products grid (home). Renders nothing without products; the page
 * streams it inside a Suspense boundary so it stays hidden until loaded.
 */
export async function PopularProducts({ headline, cards, tenant, display }: PopularProductsProps) {
  if (cards.length === 0) return null;
  const home = await getTranslations('Home');
  const locale = await getLocale();
  const title = headline || home('popularProducts');
  return (
    <section className={`container section ${styles.section}`} aria-labelledby="popular-products-heading">
      <h2 id="popular-products-heading" className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.id}>
            <ProductCard card={card} href={productPath(tenant, card.handle)} locale={locale} display={display} />
          </li>
        ))}
      </ul>
    </section>
  );
}
