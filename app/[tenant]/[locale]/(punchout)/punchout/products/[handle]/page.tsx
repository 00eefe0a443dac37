import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Unavailable } from '@/components/content/Unavailable';
import { isUnavailable } from '@/lib/services/cache/read';
import { readPricedProduct } from '@/lib/domain/pricing/priced-product';
import { getProduct } from '@/lib/domain/catalog/storefront';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { ProductPage, productMetadata } from '@/app/[tenant]/[locale]/(catalog)/product-page';

export { renderOnDemand as generateStaticParams } from '@/app/[tenant]/[locale]/route-params';

type Props = { params: Promise<TenantParams & { handle: string }> };

const NOT_INDEXED: Metadata = { robots: { index: false, follow: false } };

/** The product's title and canonical address (the public product page), never indexed itself. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await routeContext(params);
  const product = await getProduct(ctx.tenant, ctx.locale, (await params).handle);
  if (isUnavailable(product) || !product) return NOT_INDEXED;
  return { ...productMetadata(ctx, product), ...NOT_INDEXED };
}

/**
 * /products/{handle} for a buyer with a punchout session (the middleware
 * rewrites it here): the product page in its reduced layout, whose ADD TO
 * CART hands the line to the procurement system. Cached like the product page.
 */
export default async function PunchoutProductRoute({ params }: Props) {
  const ctx = await routeContext(params);
  const handle = (await params).handle;
  const priced = await readPricedProduct(ctx.tenant, ctx.locale, handle);
  if (isUnavailable(priced)) return <Unavailable path={`/products/${encodeURIComponent(handle)}`} />;
  // The not-found page of this segment, in the reduced layout: the store's own not-found page would bring back its chrome.
  if (!priced) notFound();
  return <ProductPage ctx={ctx} priced={priced} punchout />;
}
