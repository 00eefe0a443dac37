import { getTranslations } from 'next-intl/server';
import { taglines, type Taglines as TaglineValues } from '@/lib/domain/catalog/description';
import styles from './Taglines.module.css';

export interface TaglinesProps {
  /** Spec lines from the description ("Material: White vinyl", …). */
  specs: readonly string[];
}

const ORDER: (keyof TaglineValues)[] = ['material', 'printMethod', 'productionTime'];

/** The Material, Print Method and Production Time blocks; missing ones are left out. */
export async function Taglines({ specs }: TaglinesProps) {
  const values = taglines(specs);
  const present = ORDER.filter((key) => values[key]);
  if (present.length === 0) return null;
  const t = await getTranslations('Product');
  return (
    <dl className={styles.list} aria-label={t('taglines')}>
      {present.map((key) => (
        <div key={key} className={styles.block}>
          <dt className={styles.term}>{t(key)}</dt>
          <dd className={styles.value}>{values[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
