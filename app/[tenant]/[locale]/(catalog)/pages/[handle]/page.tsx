import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPageBody } from '@/components/content/ContentPageBody';
import { Placeholder, isPlaceholderPage } from '@/components/content/Placeholder';
import { Unavailable } from '@/components/content/Unavailable';
import { isUnavailable } from '@/lib/cache/read';
import { getPage } from '@/lib/shopify/catalog';
import { seoTitle, truncateDescription } from '@/lib/seo/meta';
import { pageAlternates } from '@/lib/seo/urls';
import { tenantOrigin } from '@/lib/tenant/resolve';
import { NOT_INDEXED, routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

export { renderOnDemand as generateStaticParams } from '@/app/[tenant]/[locale]/route-params';

type Props = { params: Promise<TenantParams & { handle: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await routeContext(params);
  const handle = (await params).handle;
  if (handle === '404' || isPlaceholderPage(handle)) return {};
  const page = await getPage(ctx.tenant.key, ctx.locale, handle);
  if (isUnavailable(page)) return NOT_INDEXED;
  if (!page) return {};
  return {
    title: seoTitle(page.seo?.title, page.title),
    description: truncateDescription(page.seo?.description || page.bodySummary),
    alternates: pageAlternates(tenantOrigin(ctx.tenant, ctx.cfg), `/pages/${handle}`, ctx.locale, ctx.tenant.defaultLocale),
  };
}

export default async function ContentRoute({ params }: Props) {
  const ctx = await routeContext(params);
  const handle = (await params).handle;
  if (handle === '404') notFound();
  if (isPlaceholderPage(handle)) return <Placeholder page={handle} />;
  const page = await getPage(ctx.tenant.key, ctx.locale, handle);
  if (isUnavailable(page)) return <Unavailable path={`/pages/${encodeURIComponent(handle)}`} />;
  if (!page) notFound();
  return <ContentPageBody title={page.title} body={page.body} />;
}
