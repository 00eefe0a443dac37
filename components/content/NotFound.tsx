import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import styles from './Content.module.css';

/** Not-found page body: the spec's 404 text and a back-to-home link. */
export async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <section className={`container ${styles.center}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('text')}</p>
      <Link href="/" className="button">
        {t('backHome')}
      </Link>
    </section>
  );
}
