import { getTranslations } from 'next-intl/server';
import styles from './SkipLink.module.css';

export interface SkipLinkProps {
  /** id of the <main> element (give it tabIndex={-1}). */
  targetId?: string;
}

/** First focusable element of the page: jumps past the header to the main content. */
export async function SkipLink({ targetId = 'main-content' }: SkipLinkProps) {
  const t = await getTranslations('Common');
  return (
    <a className={styles.skip} href={`#${targetId}`}>
      {t('skipToContent')}
    </a>
  );
}
