import type { CartVariant } from '../cart/types';
import type { Product } from '../catalog/types';
import type { AppConfig } from '../../ground/config';
import type { DisplayCurrency } from '../../ground/money/display';
import type { PricedProduct } from '../pricing/priced-product';
import { isLotPriced, markupPercent } from '../pricing/tags';
import type { Locale, Tenant } from '../../ground/tenant/types';
import { designerBase } from '../../services/designer/service-urls';
import type { ConfiguratorProps } from './types';
import { isDieCutProduct } from '../catalog/die-cut-product';
import { withMetricSizeLabels } from './size-units';

export const CUSTOM_SIZE_TAG = 'Custom Size';

/** Custom sizes are sold with the Custom Size tag, and on die-cut products, whose size follows the shopper's artwork. */
export const allowsCustomSize = (tags: readonly string[]): boolean => tags.includes(CUSTOM_SIZE_TAG) || isDieCutProduct(tags);
export const CUSTOMIZABLE_TAG = 'Customizable';

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

export interface ConfiguratorPropsInput {
  /** The product with its pricing state and offered extras (lib/domain/pricing/priced-product.ts). */
  priced: PricedProduct;
  specs: string[];
  tenant: Tenant;
  locale: Locale;
  cfg: Pick<AppConfig, 'APP_ENV' | 'DESIGNER_URL' | 'DESIGNER_STAGING_URL' | 'DESIGNER_API_URL' | 'DESIGNER_STAGING_API_URL'>;
  /** The tenant's market currency (lib/services/shopify/markets.ts getDisplayCurrency). */
  display: DisplayCurrency;
  /** The reduced punchout product page: the line goes to the buyer's procurement system. */
  punchout?: boolean;
}

/** The island's serialisable props, built on the server from the priced product. */
export function buildConfiguratorProps({ priced, specs, tenant, locale, cfg, display, punchout = false }: ConfiguratorPropsInput): ConfiguratorProps {
  const { product, pricing } = priced;
  const { tags } = product;
  const options = product.options.map((o) => ({ ...o, values: [...o.values], ...(o.valueLabels ? { valueLabels: [...o.valueLabels] } : {}) }));
  return {
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      productType: product.productType,
      image: product.images[0]?.url ?? null,
      tags: [...tags],
      specs: [...specs],
      // A metric site reads its sizes in millimetres too, everywhere the item's options show (the editor, the cart line).
      options: tenant.metricSizes ? withMetricSizeLabels(options) : options,
      variants: product.variants.map(toCartVariant),
    },
    pricing,
    lot: isLotPriced(tags),
    markup: markupPercent(tags),
    customSize: allowsCustomSize(tags),
    dieCut: isDieCutProduct(tags),
    customizable: tags.includes(CUSTOMIZABLE_TAG),
    designerBase: tags.includes(CUSTOMIZABLE_TAG) ? designerBase(cfg) : null,
    extras: priced.extras.map((e) => ({ ...e })),
    ...display,
    locale,
    metricSizes: tenant.metricSizes,
    resellerId: tenant.kind === 'reseller' ? tenant.resellerId : null,
    diagnostics: tenant.kind === 'reseller' || cfg.APP_ENV === 'development',
    punchout,
  };
}
