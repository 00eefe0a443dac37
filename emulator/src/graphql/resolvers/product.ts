import type { ImageRec, ProductRec, SelectedOption, VariantRec } from '../../store/types.ts';
import { connection, type PageArgs } from '../connection.ts';
import { htmlToText, translated, translatedOption, truncate, type Args, type Ctx, type TypeResolvers } from '../context.ts';
import { gid } from '../gid.ts';
import { metafieldResolvers, money } from './common.ts';

const images = (p: ProductRec, ctx: Ctx): ImageRec[] =>
  p.imageIds.map((id) => ctx.catalog.images.get(id)).filter((i): i is ImageRec => i !== undefined);

interface OptionSrc {
  id: string;
  name: string;
  values: string[];
  product: ProductRec;
}
interface OptionValueSrc {
  id: string;
  name: string;
  option: string;
  product: ProductRec;
}

/** Option and value ids are derived from the product id and positions, so they are stable across seeds. */
function optionsOf(p: ProductRec): OptionSrc[] {
  return p.options.map((o, i) => ({ id: gid('ProductOption', p.id * 10 + i + 1), name: o.name, values: o.values, product: p }));
}

/** A variant's options as the request language reads them (names and values translated, order kept). */
function selectedOptionsIn(p: ProductRec | undefined, v: VariantRec, ctx: Ctx): SelectedOption[] {
  if (!p) return v.selectedOptions;
  return v.selectedOptions.map((o) => ({
    name: translatedOption(p, 'options', o.name, ctx),
    value: translatedOption(p, 'optionValues', o.value, ctx),
  }));
}

/** Options are matched as the request language writes them, or as stored. */
function findVariant(p: ProductRec, selected: SelectedOption[], opts: { caseInsensitive: boolean; ignoreUnknown: boolean }, ctx: Ctx): VariantRec | null {
  const norm = (s: string) => (opts.caseInsensitive ? s.toLowerCase() : s);
  const nameOf = (name: string) => [norm(name), norm(translatedOption(p, 'options', name, ctx))];
  const valueOf = (value: string) => [norm(value), norm(translatedOption(p, 'optionValues', value, ctx))];
  const known = new Set(p.options.flatMap((o) => nameOf(o.name)));
  const wanted = selected.filter((s) => !opts.ignoreUnknown || known.has(norm(s.name)));
  if (wanted.length === 0) return null;
  return p.variants.find((v) => wanted.every((w) =>
    v.selectedOptions.some((o) => nameOf(o.name).includes(norm(w.name)) && valueOf(o.value).includes(norm(w.value))))) ?? null;
}

function priceRange(p: ProductRec, pick: (v: VariantRec) => number, ctx: Ctx) {
  const prices = p.variants.map(pick);
  return {
    minVariantPrice: money(prices.length ? Math.min(...prices) : 0, ctx),
    maxVariantPrice: money(prices.length ? Math.max(...prices) : 0, ctx),
  };
}

export const Product: TypeResolvers<ProductRec> = {
  id: (p) => gid('Product', p.id),
  title: (p, _a, ctx) => translated(p, 'title', p.title, ctx),
  descriptionHtml: (p, _a, ctx) => translated(p, 'descriptionHtml', p.descriptionHtml, ctx),
  description: (p, args, ctx) => truncate(htmlToText(translated(p, 'descriptionHtml', p.descriptionHtml, ctx)), args.truncateAt),
  availableForSale: (p) => p.variants.some((v) => v.available),
  totalInventory: (p) => p.variants.reduce((n, v) => n + v.quantity, 0),
  isGiftCard: () => false,
  requiresSellingPlan: () => false,
  onlineStoreUrl: () => null,
  trackingParameters: () => null,
  encodedVariantExistence: () => null,
  encodedVariantAvailability: () => null,
  category: () => null,
  featuredImage: (p, _a, ctx) => images(p, ctx)[0] ?? null,
  images: (p, args, ctx) => connection(images(p, ctx), args as PageArgs, (i) => i.id),
  variants: (p, args) => connection(p.variants, args as PageArgs, (v) => v.id),
  variantsCount: (p) => ({ count: p.variants.length, precision: 'EXACT' }),
  options: (p, args) => {
    const first = args.first as number | null | undefined;
    const list = optionsOf(p);
    return typeof first === 'number' ? list.slice(0, first) : list;
  },
  seo: (p, _a, ctx) => {
    const fr = p.translations[ctx.language.toLowerCase()];
    return { title: fr?.seoTitle ?? p.seoTitle, description: fr?.seoDescription ?? p.seoDescription };
  },
  priceRange: (p, _a, ctx) => priceRange(p, (v) => Number(v.price), ctx),
  compareAtPriceRange: (p, _a, ctx) => priceRange(p, (v) => Number(v.compareAtPrice ?? 0), ctx),
  collections: (p, args, ctx) => connection(ctx.catalog.collectionsOfProduct.get(p.id) ?? [], args as PageArgs, (c) => c.id),
  selectedOrFirstAvailableVariant: (p, args, ctx) =>
    findVariant(p, (args.selectedOptions ?? []) as SelectedOption[], {
      caseInsensitive: args.caseInsensitiveMatch === true, ignoreUnknown: args.ignoreUnknownOptions !== false,
    }, ctx) ?? p.variants.find((v) => v.available) ?? p.variants[0] ?? null,
  variantBySelectedOptions: (p, args, ctx) =>
    findVariant(p, (args.selectedOptions ?? []) as SelectedOption[], {
      caseInsensitive: args.caseInsensitiveMatch === true, ignoreUnknown: args.ignoreUnknownOptions === true,
    }, ctx),
  adjacentVariants: () => [],
  ...metafieldResolvers<ProductRec>('Product'),
};

export const ProductVariant: TypeResolvers<VariantRec> = {
  id: (v) => gid('ProductVariant', v.id),
  selectedOptions: (v, _a, ctx) => selectedOptionsIn(ctx.catalog.productById.get(v.productId), v, ctx),
  title: (v, _a, ctx) => {
    const p = ctx.catalog.productById.get(v.productId);
    return p && v.title !== 'Default Title' ? selectedOptionsIn(p, v, ctx).map((o) => o.value).join(' / ') : v.title;
  },
  availableForSale: (v) => v.available,
  currentlyNotInStock: () => false,
  quantityAvailable: (v) => v.quantity,
  price: (v, _a, ctx) => money(v.price, ctx),
  priceV2: (v, _a, ctx) => money(v.price, ctx),
  compareAtPrice: (v, _a, ctx) => (v.compareAtPrice ? money(v.compareAtPrice, ctx) : null),
  compareAtPriceV2: (v, _a, ctx) => (v.compareAtPrice ? money(v.compareAtPrice, ctx) : null),
  unitPrice: () => null,
  unitPriceMeasurement: () => null,
  image: (v, _a, ctx) => (v.imageId === null ? null : ctx.catalog.images.get(v.imageId) ?? null),
  product: (v, _a, ctx) => ctx.catalog.productById.get(v.productId),
  requiresShipping: () => true,
  requiresComponents: () => false,
  taxable: () => true,
  quantityRule: () => ({ minimum: 1, maximum: null, increment: 1 }),
  shopPayInstallmentsPricing: () => null,
  // Variants have no metafields in the seed; the owner type only decides where to look.
  metafield: () => null,
  metafields: (_v, args: Args) => ((args.identifiers ?? []) as unknown[]).map(() => null),
};

export const ProductOption: TypeResolvers<OptionSrc> = {
  name: (o, _a, ctx) => translatedOption(o.product, 'options', o.name, ctx),
  values: (o, _a, ctx) => o.values.map((v) => translatedOption(o.product, 'optionValues', v, ctx)),
  optionValues: (o) => o.values.map((name, i): OptionValueSrc => ({
    id: gid('ProductOptionValue', Number(o.id.split('/').pop()) * 100 + i + 1), name, option: o.name, product: o.product,
  })),
};

export const ProductOptionValue: TypeResolvers<OptionValueSrc> = {
  name: (ov, _a, ctx) => translatedOption(ov.product, 'optionValues', ov.name, ctx),
  swatch: () => null,
  firstSelectableVariant: (ov) =>
    ov.product.variants.find((v) => v.available && v.selectedOptions.some((s) => s.name === ov.option && s.value === ov.name)) ?? null,
};
