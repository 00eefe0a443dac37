import { SavedArtwork } from '@/components/account/SavedArtwork';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMetadata, accountPage } from '../account-page';

type Props = { params: Promise<TenantParams> };

export const generateMetadata = accountMetadata('artwork');

/** /account/artwork: the saved artwork. */
export default async function ArtworkPage({ params }: Props) {
  const { locale } = await routeContext(params);
  return accountPage(locale, 'artwork', <SavedArtwork />);
}
