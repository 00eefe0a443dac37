import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import styles from './Content.module.css';

export interface EmptyResultProps {
  /** Where Continue Shopping leads; defaults to the home page. */
  continueHref?: string;
  headingLevel?: 'h1' | 'h2';
}

/** Empty result screen: the spec's text, a spelling hint and Continue Shopping. */
export async function EmptyResult({ continueHref = '/', headingLevel = 'h2' }: EmptyResultProps) {
  const t = await getTranslations('EmptyResult');
  const Heading = headingLevel;
  return (
    <section className={styles.center}>
      <Heading className={styles.title}>{t('title')}</Heading>
      <p className={styles.lead}>{t('hint')}</p>
      <Link href={continueHref} className="button">
        {t('continue')}
      </Link>
    </section>
  );
}
