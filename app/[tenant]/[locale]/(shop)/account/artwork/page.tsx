import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SavedArtwork } from '@/components/account/SavedArtwork';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMetadata } from '../metadata';
import styles from '../account-page.module.css';

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  return accountMetadata(locale, 'artwork');
}

/** /account/artwork (spec accounts §2 "Saved artwork"). */
export default async function ArtworkPage({ params }: Props) {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Account.artwork' });
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <SavedArtwork />
    </>
  );
}
