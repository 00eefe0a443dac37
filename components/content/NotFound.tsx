import { getTranslations } from 'next-intl/server';
import { Notice } from './Notice';
import styles from './Content.module.css';

/** Not-found page body: the 404 text and a back-to-home link. */
export async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <Notice
      title={t('title')}
      text={t('text')}
      action={{ href: '/', label: t('backHome') }}
      above={
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      }
    />
  );
}
