import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import type { CollectionSummary } from '@/lib/catalog/types';
import { categoryPath } from '@/lib/catalog/links';
import type { Tenant } from '@/lib/tenant/types';
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
    <nav className={styles.section} aria-labelledby="related-categories-heading">
      <h2 id="related-categories-heading" className={styles.heading}>
        {t('relatedCategories')}
      </h2>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={categoryPath(tenant, category.handle)} className={styles.link}>
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
