import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import type { CollectionSummary } from '@/lib/domain/catalog/types';
import { categoryPath } from '@/lib/domain/catalog/links';
import type { Tenant } from '@/lib/ground/tenant/types';
import { TitledSection } from '@/components/ui/TitledSection';
import styles from './RelatedCategories.module.css';

export interface RelatedCategoriesProps {
  categories: Pick<CollectionSummary, 'id' | 'handle' | 'title'>[];
  tenant: Pick<Tenant, 'handlePrefix'>;
}

/** Links to related categories (/category/{handle}). */
export async function RelatedCategories({ categories, tenant }: RelatedCategoriesProps) {
  if (categories.length === 0) return null;
  const t = await getTranslations('Product');
  return (
    <TitledSection
      as="nav"
      headingId="related-categories-heading"
      title={t('relatedCategories')}
      className={styles.section}
      headingClassName={styles.heading}
    >
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={categoryPath(tenant, category.handle)} className={styles.link}>
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
