import type { ProductCard as ProductCardData } from '@/lib/domain/catalog/types';
import { productPath } from '@/lib/domain/catalog/links';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import type { Tenant } from '@/lib/ground/tenant/types';
import { ProductCard } from './ProductCard';

export interface ProductCardListProps {
  cards: ProductCardData[];
  tenant: Pick<Tenant, 'handlePrefix'>;
  display: DisplayCurrency;
  locale: string;
  /** The list's layout (a grid of the section using it). */
  className?: string;
}

/** Product cards in a list, each linking to its product page (the home's popular products, a product's related products). */
export function ProductCardList({ cards, tenant, display, locale, className }: ProductCardListProps) {
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.id}>
          <ProductCard card={card} href={productPath(tenant, card.handle)} locale={locale} display={display} />
        </li>
      ))}
    </ul>
  );
}
