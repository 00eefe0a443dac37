import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Unavailable } from '@/components/content/Unavailable';
import { isUnavailable } from '@/lib/services/cache/read';
import { getCollection } from '@/lib/domain/catalog/storefront';
import { collectionPath } from '@/lib/domain/catalog/links';
import { NOT_INDEXED, routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { CollectionPage } from '../../collection-page';
import { collectionMetadata } from '../../collection-metadata';
import { gridPageOf, redirectPastLastPage } from '../../grid-route';

export { renderOnDemand as generateStaticParams } from '@/app/[tenant]/[locale]/route-params';

/** `page`: set on ./p/[page], the collection's `?page=N`. */
type Props = { params: Promise<TenantParams & { handle: string; page?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await routeContext(params);
  const { handle, page } = await params;
  const collection = await getCollection(ctx.tenant, ctx.locale, handle);
  if (isUnavailable(collection)) return NOT_INDEXED;
  return collection ? collectionMetadata(ctx, collection, collectionPath(ctx.tenant, collection.handle), gridPageOf(page)) : {};
}

export default async function CollectionRoute({ params }: Props) {
  const ctx = await routeContext(params);
  const { handle, page: segment } = await params;
  const page = gridPageOf(segment);
  const collection = await getCollection(ctx.tenant, ctx.locale, handle);
  if (isUnavailable(collection)) return <Unavailable path={`/collections/${encodeURIComponent(handle)}`} />;
  // An unknown collection goes to the not-found page.
  if (!collection) redirect('/pages/404');
  const path = collectionPath(ctx.tenant, collection.handle);
  redirectPastLastPage(collection, path, page);
  return <CollectionPage ctx={ctx} collection={collection} handle={handle} path={path} page={page} />;
}
