import { getTranslations } from 'next-intl/server';
import { UNAVAILABLE_PAGE_META, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/lib/services/cache/unavailable-page';
import { Notice } from './Notice';

export interface UnavailableProps {
  /** The page to reload. */
  path: string;
}

/**
 * Shown instead of a product, collection or content page when the store could
 * not be reached: saying "not found" would be wrong (and would teach search
 * engines the page is gone). Not indexed; its meta tag (React puts it in the
 * head) makes it a 503 that no cache keeps (lib/services/cache/unavailable-page.ts).
 */
export async function Unavailable({ path }: UnavailableProps) {
  const t = await getTranslations('Unavailable');
  return (
    <>
      <meta name={UNAVAILABLE_PAGE_META} content={String(UNAVAILABLE_RETRY_AFTER_SECONDS)} />
      <Notice title={t('title')} text={t('text')} action={{ href: path, label: t('retry') }} />
    </>
  );
}
