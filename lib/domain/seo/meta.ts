import { descriptionWithSpecs } from '../catalog/description';
import { truncateAtWord } from '../../ground/html/truncate';
import type { Product } from '../catalog/types';

/** SEO title 70 characters, description 320. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 320;

export const truncateTitle = (title: string) => truncateAtWord(title, SEO_TITLE_MAX);
export const truncateDescription = (description: string) => truncateAtWord(description, SEO_DESCRIPTION_MAX);

const firstFilled = (...values: (string | null | undefined)[]) => values.find((v) => v && v.trim())?.trim() ?? '';

// "Custom Roll Labels – Printed Fast | PrintCo": the brand after the last bar.
const BRAND_SUFFIX = /\s+\|\s+[^|]+$/;

/**
 * A page title from the store's SEO fields, without the brand the catalog's
 * editors wrote after a bar ("… | PrintCo"): the same product and collection
 * data serve every host, and each host's layout adds its own store name, so
 * a reseller's titles carry only its brand and every page's title ends alike.
 * Cut to 70 characters at a word.
 */
export function seoTitle(...candidates: (string | null | undefined)[]): string {
  return truncateTitle(firstFilled(...candidates.map((c) => c?.replace(BRAND_SUFFIX, ''))));
}

/**
 * Title and meta description of a product page: the metafield
 * overrides title_tag, then title, win over the platform SEO fields, which
 * win over the product's own title and description text (its specs as
 * separate sentences, cut to 320 characters at a word).
 */
export function productSeo(product: Pick<Product, 'title' | 'description' | 'descriptionHtml' | 'seo' | 'metafields'>): {
  title: string;
  description: string;
} {
  const m = product.metafields;
  const text = descriptionWithSpecs(product.descriptionHtml) || product.description;
  return {
    title: seoTitle(m.title_tag, m.title, product.seo.title, product.title),
    description: truncateDescription(firstFilled(m.description_tag, m.description, product.seo.description, text)),
  };
}
