import { getLocale, getTranslations } from 'next-intl/server';
import type { ProductCard as ProductCardData } from '@/lib/domain/catalog/types';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import type { Tenant } from '@/lib/ground/tenant/types';
import { ProductCardList } from '@/components/collection/ProductCardList';
import { TitledSection } from '@/components/ui/TitledSection';
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
  return (
    <TitledSection
      headingId="popular-products-heading"
      title={headline || home('popularProducts')}
      className={`container section ${styles.section}`}
      headingClassName={styles.heading}
    >
      <ProductCardList cards={cards} tenant={tenant} display={display} locale={locale} className={styles.grid} />
    </TitledSection>
  );
}
