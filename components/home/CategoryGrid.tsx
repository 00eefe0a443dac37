import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import type { CollectionSummary } from '@/lib/domain/catalog/types';
import { categoryPath } from '@/lib/domain/catalog/links';
import type { Tenant } from '@/lib/ground/tenant/types';
import { CARD_WIDTHS, ProductImage } from '@/components/ui/ProductImage';
import { TitledSection } from '@/components/ui/TitledSection';
import styles from './CategoryGrid.module.css';

export interface CategoryGridProps {
  headline: string;
  categories: CollectionSummary[];
  tenant: Pick<Tenant, 'handlePrefix'>;
}

/** Popular categories: tiles linking to /category/{handle}, with an image when there is one. */
export async function CategoryGrid({ headline, categories, tenant }: CategoryGridProps) {
  if (categories.length === 0) return null;
  const home = await getTranslations('Home');
  return (
    <TitledSection
      headingId="category-grid-heading"
      title={headline || home('categories')}
      className="container section"
      headingClassName={styles.heading}
    >
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={categoryPath(tenant, category.handle)} className={styles.tile}>
              {category.image ? (
                <ProductImage
                  src={category.image.url}
                  alt=""
                  width={category.image.width ?? 400}
                  height={category.image.height ?? 400}
                  maxWidth={category.image.width}
                  sizes="(max-width: 749px) 42vw, (max-width: 1024px) 28vw, 180px"
                  widths={CARD_WIDTHS}
                  className={styles.image}
                />
              ) : null}
              <span className={styles.title}>{category.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
