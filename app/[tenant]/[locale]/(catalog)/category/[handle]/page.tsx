import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { Unavailable } from '@/components/content/Unavailable';
import { isUnavailable } from '@/lib/services/cache/read';
import { getCollection, getCollectionsByTitlePrefix } from '@/lib/domain/catalog/storefront';
import { categoryPath } from '@/lib/domain/catalog/links';
import { stripHandlePrefix } from '@/lib/ground/tenant/handles';
import { pageHref } from '@/lib/domain/catalog/grid-page';
import { NOT_INDEXED, routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { CollectionPage } from '../../collection-page';
import { collectionMetadata } from '../../collection-metadata';
import { gridPageOf, redirectPastLastPage } from '../../grid-route';

export { renderOnDemand as generateStaticParams } from '@/app/[tenant]/[locale]/route-params';

/** `page`: set on ./p/[page], the category's `?page=N`. */
type Props = { params: Promise<TenantParams & { handle: string; page?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await routeContext(params);
  const { handle, page } = await params;
  const collection = await getCollection(ctx.tenant, ctx.locale, stripHandlePrefix(ctx.tenant, handle));
  if (isUnavailable(collection)) return NOT_INDEXED;
  return collection ? collectionMetadata(ctx, collection, categoryPath(ctx.tenant, collection.handle), gridPageOf(page)) : {};
}

export default async function CategoryRoute({ params }: Props) {
  const ctx = await routeContext(params);
  const { handle: raw, page: segment } = await params;
  const page = gridPageOf(segment);
  // The reseller prefix is stripped from the handle; one URL per category.
  const handle = stripHandlePrefix(ctx.tenant, raw);
  if (handle !== raw) permanentRedirect(pageHref(`/category/${encodeURIComponent(handle)}`, page));
  const collection = await getCollection(ctx.tenant, ctx.locale, handle);
  if (isUnavailable(collection)) return <Unavailable path={`/category/${encodeURIComponent(handle)}`} />;
  if (!collection) redirect('/pages/404');
  const path = categoryPath(ctx.tenant, collection.handle);
  redirectPastLastPage(collection, path, page);
  const subcategories = (await getCollectionsByTitlePrefix(ctx.tenant, ctx.locale, collection.title)).filter(
    (c) => c.id !== collection.id,
  );
  return <CollectionPage ctx={ctx} collection={collection} handle={handle} path={path} page={page} subcategories={subcategories} />;
}
