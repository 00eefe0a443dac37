import type { CartVariant } from '../cart/types';
import type { OptionalExtra, Product } from '../catalog/types';
import type { AppConfig } from '../config';
import { displayCurrencyOf } from '../money/display';
import type { PricingState } from '../pricing/state';
import { extraProductFor, extraTagText } from '../pricing/extras';
import { enabledExtras, isLotPriced, markupPercent } from '../pricing/tags';
import type { Locale, Tenant } from '../tenant/types';
import type { ConfiguratorExtra, ConfiguratorProps } from './types';

export const CUSTOM_SIZE_TAG = 'Custom Size';
export const CUSTOMIZABLE_TAG = 'Customizable';
/** Spec §9: the product page reads the first 15 Optional Extra products. */
export const OPTIONAL_EXTRA_LIMIT = 15;


export function toCartVariant(v: Product['variants'][number]): CartVariant {
  return {
    id: v.id,
    title: v.title,
    sku: v.sku,
    price: v.price,
    availableForSale: v.availableForSale,
    selectedOptions: v.selectedOptions.map(({ name, value }) => ({ name, value })),
  };
}

/**
 * The product's enabled extras with their Optional Extra product. Matching is
 * by title (the tag text after `OE=`); translated sites rename the extra
 * products ("Pelliculage"), so the handle derived from the tag text is the
 * fallback.
 */
export function matchExtras(tags: readonly string[], optionalExtras: readonly OptionalExtra[]): ConfiguratorExtra[] {
  const pool = optionalExtras.slice(0, OPTIONAL_EXTRA_LIMIT);
  return enabledExtras(tags).map((key) => {
    const tagText = extraTagText(key);
    const match = extraProductFor(key, pool);
    return {
      key,
      label: match?.title.trim() || tagText,
      tooltip: match?.description.trim() ?? '',
      basePrice: match?.price ?? 0,
    };
  });
}

export interface ConfiguratorPropsInput {
  product: Product;
  specs: string[];
  pricing: PricingState;
  optionalExtras: readonly OptionalExtra[];
  tenant: Tenant;
  locale: Locale;
  cfg: Pick<AppConfig, 'APP_ENV' | 'CURRENCY_CONVERSION' | 'STORE_CURRENCY'>;
}

/** The island's serialisable props, built on the server from the product, its pricing state and the extras. */
export function buildConfiguratorProps({ product, specs, pricing, optionalExtras, tenant, locale, cfg }: ConfiguratorPropsInput): ConfiguratorProps {
  const { tags } = product;
  return {
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      productType: product.productType,
      image: product.images[0]?.url ?? null,
      tags: [...tags],
      specs: [...specs],
      options: product.options.map((o) => ({ name: o.name, values: [...o.values] })),
      variants: product.variants.map(toCartVariant),
    },
    pricing,
    lot: isLotPriced(tags),
    markup: markupPercent(tags),
    customSize: tags.includes(CUSTOM_SIZE_TAG),
    customizable: tags.includes(CUSTOMIZABLE_TAG),
    extras: matchExtras(tags, optionalExtras),
    ...displayCurrencyOf(tenant, cfg),
    locale,
    resellerId: tenant.kind === 'reseller' ? tenant.resellerId : null,
    diagnostics: tenant.kind === 'reseller' || cfg.APP_ENV === 'development',
  };
}
