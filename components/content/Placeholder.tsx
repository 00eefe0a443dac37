import { getTranslations } from 'next-intl/server';
import { ContentPage } from './ContentPage';
import styles from './Content.module.css';

export const PLACEHOLDER_PAGES = ['lookbook', 'collection', 'dashboard', 'faq', 'contact'] as const;
export type PlaceholderPage = (typeof PLACEHOLDER_PAGES)[number];

export function isPlaceholderPage(value: string): value is PlaceholderPage {
  return (PLACEHOLDER_PAGES as readonly string[]).includes(value);
}

export interface PlaceholderProps {
  /** /pages/lookbook, /pages/collection, /pages/dashboard, /pages/faq, /pages/contact */
  page: PlaceholderPage;
}

/** Placeholder screen: a title and dummy text. */
export async function Placeholder({ page }: PlaceholderProps) {
  const t = await getTranslations('Placeholder');
  return (
    <ContentPage title={t(`titles.${page}`)}>
      <p className={styles.lead}>{t('intro')}</p>
      <p>{t('lorem1')}</p>
      <p>{t('lorem2')}</p>
    </ContentPage>
  );
}
