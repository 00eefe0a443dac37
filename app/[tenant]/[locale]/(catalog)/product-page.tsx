import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/collection/Breadcrumb';
import { Configurator } from '@/components/configurator/Configurator';
import { ConfiguratorSlot } from '@/components/product/ConfiguratorSlot';
import { ProductDelivery } from '@/components/delivery/ProductDelivery';
import { ProductListActions } from '@/components/product/ProductListActions';
import { ProductGallery } from '@/components/product/ProductGallery';
import { ProductSummary } from '@/components/product/ProductSummary';
import { ProductTabs } from '@/components/product/ProductTabs';
import { RelatedCategories } from '@/components/product/RelatedCategories';
import { RelatedProducts } from '@/components/product/RelatedProducts';
import { Taglines } from '@/components/product/Taglines';
import { FlexibleMessages } from '@/components/home/FlexibleMessages';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CATALOG_NAMESPACES } from '@/lib/ground/i18n/namespaces';
import { splitDescription } from '@/lib/domain/catalog/description';
import { buildConfiguratorProps } from '@/lib/domain/configurator/props';
import { categoryPath, productPath } from '@/lib/domain/catalog/links';
import type { Product } from '@/lib/domain/catalog/types';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { getResellerContent } from '@/lib/services/reseller/fetch';
import { breadcrumbJsonLd, jsonLdScript, productJsonLd } from '@/lib/domain/seo/jsonld';
import { productSeo } from '@/lib/domain/seo/meta';
import { pageAlternates } from '@/lib/domain/seo/urls';
import type { PricedProduct } from '@/lib/domain/pricing/priced-product';
import { getProductTypeCategory, getRelatedProducts } from '@/lib/domain/catalog/storefront';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import type { RouteContext } from '@/app/[tenant]/[locale]/route-params';
import styles from './product-page.module.css';

export function productMetadata(ctx: RouteContext, product: Product): Metadata {
  const seo = productSeo(product);
  const image = product.images[0];
  return {
    title: seo.title,
    description: seo.description,
    alternates: pageAlternates(tenantOrigin(ctx.tenant, ctx.cfg), productPath(ctx.tenant, product.handle), ctx.locale, ctx.tenant.defaultLocale),
    openGraph: { title: seo.title, description: seo.description, images: image ? [{ url: image.url }] : [] },
  };
}

/**
 * The product page of a priced product (lib/domain/pricing/priced-product.ts): its
 * pricing file was read once (data cache) and travels in the configurator's
 * props, so every option or quantity change re-prices in the browser, offline.
 *
 * `punchout`: the reduced page a procurement system's buyer sees: the
 * product, its configurator and its tabs,
 * without the ways off it (breadcrumb, wishlist and compare, flexible
 * messages, related products and categories); ADD TO CART hands off.
 */
export async function ProductPage({ ctx, priced, punchout = false }: { ctx: RouteContext; priced: PricedProduct; punchout?: boolean }) {
  const { tenant, locale } = ctx;
  const { product } = priced;
  // The reduced page shows neither related products nor a category: it does not read them.
  const [related, productTypeCategory, content, t, display] = await Promise.all([
    punchout ? [] : getRelatedProducts(tenant, locale, product),
    punchout ? null : getProductTypeCategory(tenant, locale, product.productType),
    getResellerContent(tenant, locale),
    getTranslations({ locale, namespace: 'Product' }),
    getDisplayCurrency(tenant),
  ]);
  const { specs, descriptionHtml, text } = splitDescription(product.descriptionHtml);
  const configurator = buildConfiguratorProps({ priced, specs, tenant, locale, cfg: ctx.cfg, display, punchout });
  const origin = tenantOrigin(tenant, ctx.cfg);
  const path = productPath(tenant, product.handle);
  // The product's category, when the tenant has one named after its type, is the breadcrumb parent and the related category.
  const categories = productTypeCategory ? [productTypeCategory] : [];
  const category = productTypeCategory
    ? { label: productTypeCategory.title, href: categoryPath(tenant, productTypeCategory.handle) }
    : null;
  const common = await getTranslations({ locale, namespace: 'Common' });

  const page = (
    <div className="container">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(productJsonLd(product, { origin, path, display, brand: content.footer.storeName })),
        }}
      />
      {!punchout && (
        <>
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{
              __html: jsonLdScript(
                breadcrumbJsonLd(
                  [
                    { name: common('home'), path: '/' },
                    ...(category ? [{ name: category.label, path: category.href }] : []),
                    { name: product.title, path },
                  ],
                  origin,
                ),
              ),
            }}
          />
          <Breadcrumb parent={category} title={product.title} />
        </>
      )}
      <div className={styles.top}>
        <ProductGallery images={product.images} title={product.title} />
        <div className={styles.info}>
          <ProductSummary title={product.title} description={text} />
          <ConfiguratorSlot>
            {/* The design editor's strings come with its modal (components/design/DesignEditor.tsx). */}
            <Configurator {...configurator} />
          </ConfiguratorSlot>
          <ProductDelivery tenant={tenant} locale={locale} specs={specs} />
          {!punchout && <ProductListActions product={product} locale={locale} display={display} />}
        </div>
      </div>
      <Taglines specs={specs} />
      <ProductTabs
        label={t('tabs')}
        tabs={[
          {
            id: 'description',
            label: t('description'),
            content: <div className={styles.richText} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />,
          },
          {
            id: 'specs',
            label: t('specs'),
            content: specs.length ? (
              <ul className={styles.specs}>
                {specs.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            ) : (
              <p>{t('noSpecs')}</p>
            ),
          },
        ]}
      />
      {!punchout && (
        <>
          <FlexibleMessages messages={content.messages.messages} />
          <RelatedProducts cards={related} tenant={tenant} display={display} />
          <RelatedCategories categories={categories} tenant={tenant} />
        </>
      )}
    </div>
  );
  // The gallery, the configurator and the list buttons format their strings as they render; a punchout page's
  // layout gives its own messages.
  return punchout ? (
    page
  ) : (
    <ClientMessages locale={locale} namespaces={CATALOG_NAMESPACES}>
      {page}
    </ClientMessages>
  );
}
