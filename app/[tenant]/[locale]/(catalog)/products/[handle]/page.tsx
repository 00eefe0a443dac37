import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Unavailable } from '@/components/content/Unavailable';
import { isUnavailable } from '@/lib/services/cache/read';
import { readPricedProduct } from '@/lib/domain/pricing/priced-product';
import { getProduct } from '@/lib/domain/catalog/storefront';
import { NOT_INDEXED, routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { ProductPage, productMetadata } from '../../product-page';

export { renderOnDemand as generateStaticParams } from '@/app/[tenant]/[locale]/route-params';

type Props = { params: Promise<TenantParams & { handle: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await routeContext(params);
  const product = await getProduct(ctx.tenant, ctx.locale, (await params).handle);
  if (isUnavailable(product)) return NOT_INDEXED;
  return product ? productMetadata(ctx, product) : {};
}

export default async function ProductRoute({ params }: Props) {
  const ctx = await routeContext(params);
  const handle = (await params).handle;
  const priced = await readPricedProduct(ctx.tenant, ctx.locale, handle);
  if (isUnavailable(priced)) return <Unavailable path={`/products/${encodeURIComponent(handle)}`} />;
  // An unknown product handle goes to the not-found page.
  if (!priced) redirect('/pages/404');
  return <ProductPage ctx={ctx} priced={priced} />;
}
