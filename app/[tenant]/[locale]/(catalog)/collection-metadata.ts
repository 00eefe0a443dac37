import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Collection } from '@/lib/domain/catalog/types';
import { seoTitle, truncateDescription } from '@/lib/domain/seo/meta';
import { pagedAlternates } from '@/lib/domain/seo/urls';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import type { RouteContext } from '@/app/[tenant]/[locale]/route-params';

// Apart from the page components: a page's browser code is every client component its server modules import,
// so a route that only shares this (the sidebar template) does not ship the collection page's card buttons.

/** Shared by /collections/{handle} and /category/{handle}: they differ only in URL and sub-categories. */
export async function collectionMetadata(ctx: RouteContext, collection: Collection, path: string, page = 1): Promise<Metadata> {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Collection' });
  const title = seoTitle(collection.seo.title, collection.title);
  return {
    title: page > 1 ? seoTitle(t('pageTitle', { title, page }), title) : title,
    description: truncateDescription(collection.seo.description || collection.description),
    alternates: pagedAlternates(tenantOrigin(ctx.tenant, ctx.cfg), path, ctx.locale, ctx.tenant.defaultLocale, page),
  };
}
