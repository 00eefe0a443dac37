/**
 * Shared test data for the configurator's unit and component tests: a roll
 * label with four sizes, two materials (one combination missing, one sold
 * out), a three-break grid and two extras.
 */
import type { CartVariant } from '../cart/types';
import { toCents } from '../../ground/money/cents';
import type { PricingGrid } from '../pricing/file';
import type { ConfiguratorProduct, ConfiguratorProps } from './types';

export const SIZES = ['2" x 2"', '3" x 3"', '2" x 4"', '4" x 6"'];
export const MATERIALS = ['White Gloss Paper', 'White BOPP'];

const PRICES: Record<string, number> = { '2" x 2"': 0.5, '3" x 3"': 0.8, '2" x 4"': 0.7, '4" x 6"': 1.5 };

export function makeVariants(): CartVariant[] {
  const variants: CartVariant[] = [];
  SIZES.forEach((size, s) => {
    MATERIALS.forEach((material, m) => {
      // 2" x 4" does not exist in BOPP; 4" x 6" BOPP is sold out.
      if (size === '2" x 4"' && material === 'White BOPP') return;
      variants.push({
        id: `gid://shopify/ProductVariant/${s + 1}${m + 1}`,
        title: `${size} / ${material} / Single Sided`,
        sku: `RL-${s + 1}-${m === 0 ? 'WGP' : 'BOPP'}-S-${s + 1}`,
        price: toCents((PRICES[size] ?? 1) * (m === 0 ? 1 : 1.2)),
        availableForSale: !(size === '4" x 6"' && material === 'White BOPP'),
        selectedOptions: [
          { name: 'Size', value: size },
          { name: 'Material', value: material },
          { name: 'Sides', value: 'Single Sided' },
        ],
      });
    });
  });
  return variants;
}

export const GRID: PricingGrid = {
  breaks: [50, 100, 250],
  msrp: [1.6, 1.5, 1.4],
  rows: { '1': [0.3, 0.25, 0.2], '2': [0.45, 0.4, 0.35], '3': [0.4, 0.35, 0.3], '4': [0.9, 0.8, 0.7] },
  extras: { overlamination: [0.05, 0.04, 0.03] },
};

export function makeProduct(overrides: Partial<ConfiguratorProduct> = {}): ConfiguratorProduct {
  return {
    id: 'gid://shopify/Product/1',
    handle: 'custom-roll-labels',
    title: 'Custom Roll Labels',
    productType: 'Roll Labels',
    image: 'http://localhost:4000/cdn/shop/files/rl.png',
    tags: ['$=roll-labels', 'Custom Size', 'Customizable', 'OE=Overlamination', 'OE=White Halo'],
    specs: ['Material: Paper'],
    options: [
      { name: 'Size', values: [...SIZES] },
      { name: 'Material', values: [...MATERIALS] },
      { name: 'Sides', values: ['Single Sided'] },
    ],
    variants: makeVariants(),
    ...overrides,
  };
}

export function makeProps(overrides: Partial<ConfiguratorProps> = {}): ConfiguratorProps {
  return {
    product: makeProduct(),
    pricing: { status: 'ok', name: 'roll-labels', grid: GRID },
    lot: false,
    markup: 0,
    customSize: true,
    dieCut: false,
    customizable: true,
    designerBase: 'http://designer.test/designer',
    extras: [
      { key: 'overlamination', label: 'Overlamination', tooltip: 'A clear protective film.', basePrice: 4 },
      { key: 'white_halo', label: 'White Halo', tooltip: 'A white ink layer.', basePrice: 3 },
    ],
    currency: 'USD',
    factor: 1,
    locale: 'en',
    metricSizes: false,
    resellerId: null,
    diagnostics: false,
    ...overrides,
  };
}
