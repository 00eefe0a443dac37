import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { Unavailable } from '@/components/content/Unavailable';
import { isUnavailable } from '@/lib/services/cache/read';
import { getCollection, getCollectionsByTitlePrefix } from '@/lib/domain/catalog/storefront';
import { categoryPath } from '@/lib/domain/catalog/links';
import { stripHandlePrefix } from '@/lib/ground/tenant/handles';
import { NOT_INDEXED, routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { CollectionPage, collectionMetadata } from '../../collection-page';

export { renderOnDemand as generateStaticParams } from '@/app/[tenant]/[locale]/route-params';

type Props = { params: Promise<TenantParams & { handle: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await routeContext(params);
  const { handle } = await params;
  const collection = await getCollection(ctx.tenant, ctx.locale, stripHandlePrefix(ctx.tenant, handle));
  if (isUnavailable(collection)) return NOT_INDEXED;
  return collection ? collectionMetadata(ctx, collection, categoryPath(ctx.tenant, collection.handle)) : {};
}

export default async function CategoryRoute({ params }: Props) {
  const ctx = await routeContext(params);
  const raw = (await params).handle;
  // The reseller prefix is stripped from the handle; one URL per category.
  const handle = stripHandlePrefix(ctx.tenant, raw);
  if (handle !== raw) permanentRedirect(`/category/${encodeURIComponent(handle)}`);
  const collection = await getCollection(ctx.tenant, ctx.locale, handle);
  if (isUnavailable(collection)) return <Unavailable path={`/category/${encodeURIComponent(handle)}`} />;
  if (!collection) redirect('/pages/404');
  const subcategories = (await getCollectionsByTitlePrefix(ctx.tenant, ctx.locale, collection.title)).filter(
    (c) => c.id !== collection.id,
  );
  return <CollectionPage ctx={ctx} collection={collection} subcategories={subcategories} />;
}
