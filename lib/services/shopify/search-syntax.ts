/**
 * Builders for the Storefront `query:` search syntax (products, collections,
 * search). Values come from product data and route params, so they are
 * always quoted or escaped here: a title such as `5" Labels` or `A:B` must
 * not change the meaning of the filter.
 */

/** A quoted phrase: backslash and double quote are backslash-escaped. */
export function quoteValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** `field:"value"`, or `-field:"value"` to exclude. */
export function fieldTerm(field: string, value: string, negate = false): string {
  return `${negate ? '-' : ''}${field}:${quoteValue(value)}`;
}

/**
 * Related products: same vendor, same product type. "Another
 * title" is not a term here: the product's title may be a translation the
 * platform's search does not match (@inContext(language: FR) translates
 * replies, not queries), so the reader drops the product itself from the
 * reply instead (lib/domain/catalog/related.ts). Empty vendor or type are left out
 * rather than matching "" (which would match nothing); with neither there is
 * nothing to relate by, so null.
 */
export function relatedProductsQuery(product: { vendor: string; productType: string }): string | null {
  const terms: string[] = [];
  if (product.vendor.trim()) terms.push(fieldTerm('vendor', product.vendor.trim()));
  if (product.productType.trim()) terms.push(fieldTerm('product_type', product.productType.trim()));
  return terms.length ? terms.join(' AND ') : null;
}

export const productTypeQuery = (productType: string) => fieldTerm('product_type', productType.trim());

/**
 * `title:<prefix>*` — a prefix match cannot be quoted (the `*` would become
 * literal), so the syntax's special characters and whitespace are escaped.
 */
export function titlePrefixQuery(prefix: string): string {
  const escaped = prefix.trim().replace(/[\\:()"'*\s]/g, (c) => `\\${c}`);
  return `title:${escaped}*`;
}
