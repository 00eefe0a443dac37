import { descriptionWithSpecs } from '../catalog/description';
import { representativeVariant } from '../catalog/variant';
import type { Product } from '../catalog/types';
import { decimalString } from '../../ground/money/cents';
import { toDisplay, type DisplayCurrency } from '../../ground/money/display';
import { canonicalUrl } from './urls';

/** schema.org vocabulary, as plain JSON objects. */
export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/**
 * schema.org Product. The offer's price is the lowest price of the variants
 * on sale (all variants when none is); with more than one distinct price it
 * is an AggregateOffer with low and high prices.
 */
export function productJsonLd(
  product: Pick<Product, 'title' | 'description' | 'descriptionHtml' | 'images' | 'variants' | 'productType'>,
  options: { origin: string; path: string; display: DisplayCurrency; brand: string },
): JsonLd {
  const url = canonicalUrl(options.origin, options.path);
  const available = product.variants.filter((v) => v.availableForSale);
  // The prices the page shows: in the host's market currency.
  const priced = (available.length ? available : product.variants)
    .map((v) => v.price)
    .filter((p) => Number.isFinite(p))
    .map((p) => toDisplay(p, options.display));
  const currency = options.display.currency;
  const sku = representativeVariant(product.variants)?.sku ?? undefined;
  const availability = `${SCHEMA}/${available.length ? 'InStock' : 'OutOfStock'}`;

  let offers: JsonLd | undefined;
  if (priced.length) {
    const low = Math.min(...priced);
    const high = Math.max(...priced);
    offers =
      low === high
        ? { '@type': 'Offer', price: decimalString(low), priceCurrency: currency, availability, url }
        : {
            '@type': 'AggregateOffer',
            lowPrice: decimalString(low),
            highPrice: decimalString(high),
            offerCount: priced.length,
            priceCurrency: currency,
            availability,
            url,
          };
  }

  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.title,
    description: descriptionWithSpecs(product.descriptionHtml) || product.description || undefined,
    image: product.images.map((i) => i.url),
    sku,
    category: product.productType || undefined,
    // The host's store sells it under its name: a reseller's page never names the company's vendor.
    brand: options.brand ? { '@type': 'Brand', name: options.brand } : undefined,
    url,
    offers,
  };
}

/** schema.org BreadcrumbList from ordered {name, path} items (Home first). */
export function breadcrumbJsonLd(items: readonly { name: string; path: string }[], origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(origin, item.path),
    })),
  };
}

/**
 * Text for a `<script type="application/ld+json">`: JSON with every '<'
 * escaped so "</script>" or "<!--" in product text cannot end the element;
 * U+2028/2029 escaped for old parsers. Undefined fields are dropped.
 */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
