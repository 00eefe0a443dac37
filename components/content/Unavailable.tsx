import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import styles from './Content.module.css';

export interface UnavailableProps {
  /** The page to reload. */
  path: string;
}

/**
 * Shown instead of a product, collection or content page when the store could
 * not be reached: saying "not found" would be wrong (and would teach search
 * engines the page is gone). The page is kept only 30 s and not indexed.
 */
export async function Unavailable({ path }: UnavailableProps) {
  const t = await getTranslations('Unavailable');
  return (
    <section className={`container ${styles.center}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('text')}</p>
      <Link href={path} className="button">
        {t('retry')}
      </Link>
    </section>
  );
}
