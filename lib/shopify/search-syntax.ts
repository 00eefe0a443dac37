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
 * Related products (spec §7): same vendor, same product type, another title.
 * Empty vendor or type are left out rather than matching "" (which would
 * match nothing); with neither there is nothing to relate by, so null.
 */
export function relatedProductsQuery(product: { vendor: string; productType: string; title: string }): string | null {
  const terms: string[] = [];
  if (product.vendor.trim()) terms.push(fieldTerm('vendor', product.vendor.trim()));
  if (product.productType.trim()) terms.push(fieldTerm('product_type', product.productType.trim()));
  if (!terms.length) return null;
  if (product.title.trim()) terms.push(fieldTerm('title', product.title.trim(), true));
  return terms.join(' AND ');
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
