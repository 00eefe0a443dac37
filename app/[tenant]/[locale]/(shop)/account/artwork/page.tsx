import type { Metadata } from 'next';
import { SavedArtwork } from '@/components/account/SavedArtwork';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMessages, accountMetadata } from '../labels';
import styles from '../account-page.module.css';

// Cached per tenant and language; the saved projects load in the browser.
export const revalidate = 3600;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  return accountMetadata(locale, 'artwork');
}

/** /account/artwork (spec accounts §2 "Saved artwork"). */
export default async function ArtworkPage({ params }: Props) {
  const { locale } = await routeContext(params);
  const { account } = await accountMessages(locale);
  return (
    <>
      <h1 className={styles.title}>{account.artwork.heading}</h1>
      <SavedArtwork labels={account.artwork} common={account.common} />
    </>
  );
}
