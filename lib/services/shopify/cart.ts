import 'server-only';
import type { CartInput } from '@shopify/hydrogen-react/storefront-api-types';
import type { OptionalExtra } from '../../domain/catalog/types';
import type { CheckoutProduct, CheckoutVariant } from '../../domain/checkout/reprice';
import { parseCents } from '../../ground/money/cents';
import { storefrontQuery, type RequestContext } from './client';
import { STORE_LANGUAGE } from './context';
import { CART_CREATE, CHECKOUT_VARIANTS, OPTIONAL_EXTRAS, VARIANT_BY_ID } from './documents';
import type { CartCreateMutation } from './generated/storefront.generated';
import { mapList, mapOptionalExtra, nodesOf } from './map';
import { productTypeQuery } from './search-syntax';
import type { CheckoutVariantReply } from './types';

/**
 * The Storefront calls of a checkout (lib/domain/checkout/create-checkout.ts
 * runs them): the variants to check and re-price, the Optional Extra prices,
 * cartCreate, and the variant lookup that follows an INVALID user error.
 * None is cached and every failure throws StorefrontError: a checkout is
 * never priced from a fallback.
 */

export type { CartInput };

const options = (list: CheckoutVariantReply['selectedOptions']) =>
  (list ?? []).filter((o): o is { name: string; value: string } => typeof o?.name === 'string' && typeof o.value === 'string').map(({ name, value }) => ({ name, value }));

function toCheckoutVariant(node: CheckoutVariantReply | null): CheckoutVariant | null {
  if (!node?.id || !node.product?.id) return null;
  // A variant whose price cannot be read is not sold.
  const price = parseCents(node.price?.amount);
  if (price === null) return null;
  const p = node.product;
  const product: CheckoutProduct = {
    id: p.id!,
    handle: p.handle ?? '',
    title: p.title ?? '',
    productType: p.productType ?? null,
    vendor: p.vendor ?? '',
    tags: (p.tags ?? []).filter((t): t is string => typeof t === 'string'),
    options: (p.options ?? []).flatMap((o) =>
      o?.name ? [{ name: o.name, values: (o.optionValues ?? []).map((v) => v?.name ?? '').filter((v) => v !== '') }] : [],
    ),
    variants: nodesOf(p.variants).flatMap((v) =>
      v.id ? [{ id: v.id, sku: v.sku ?? null, price: parseCents(v.price?.amount) ?? 0, selectedOptions: options(v.selectedOptions) }] : [],
    ),
  };
  return {
    id: node.id,
    title: node.title ?? '',
    sku: node.sku ?? null,
    price,
    availableForSale: node.availableForSale !== false,
    selectedOptions: options(node.selectedOptions),
    product,
  };
}

/** The variants of a checkout by id, with what the server needs to check and price each line; unknown ids are left out. */
export async function readCheckoutVariants(ids: string[], context: RequestContext): Promise<Map<string, CheckoutVariant>> {
  // Lines carry options in the store's words, whatever language they were added in.
  const data = await storefrontQuery(CHECKOUT_VARIANTS, { variables: { ids }, context: { ...context, language: STORE_LANGUAGE } });
  const variants = new Map<string, CheckoutVariant>();
  for (const node of data.nodes ?? []) {
    const variant = toCheckoutVariant(node ?? null);
    if (variant) variants.set(variant.id, variant);
  }
  return variants;
}

/**
 * The Optional Extra products (product type `productType`, lib/domain/pricing/extras)
 * whose prices are the extras' base prices, read from the platform at every
 * checkout. Unlike the pages' cached read (which falls back to none), a
 * failure here throws: extras are never charged at 0 because the store could
 * not be reached.
 */
export async function readOptionalExtraPrices(productType: string, context: RequestContext): Promise<OptionalExtra[]> {
  const data = await storefrontQuery(OPTIONAL_EXTRAS, { variables: { query: productTypeQuery(productType) }, context });
  return mapList(data.products?.nodes, mapOptionalExtra);
}

/** After an INVALID user error: for each variant id, whether the platform still has that variant. */
export async function variantsExist(ids: readonly string[], context: RequestContext): Promise<Map<string, boolean>> {
  const checks = await Promise.all(
    [...new Set(ids)].map(async (id) => {
      const data = await storefrontQuery(VARIANT_BY_ID, { variables: { id }, context });
      return [id, data.node?.__typename === 'ProductVariant' && Boolean(data.node.id)] as const;
    }),
  );
  return new Map(checks);
}

export type CartCreateResult = CartCreateMutation['cartCreate'];

/** cartCreate: the platform cart (with its checkoutUrl) and the platform's user errors. */
export async function createCart(input: CartInput, context: RequestContext): Promise<CartCreateResult> {
  const data = await storefrontQuery(CART_CREATE, { variables: { input }, context });
  return data.cartCreate;
}
