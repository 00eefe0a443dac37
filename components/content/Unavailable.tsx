import { getTranslations } from 'next-intl/server';
import { Notice } from './Notice';

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
  return <Notice title={t('title')} text={t('text')} action={{ href: path, label: t('retry') }} />;
}
