import type { OptionalExtra, Product } from '../catalog/types';
import { offeredExtras } from '../pricing/extras';
import type { PricedProduct } from '../pricing/priced-product';
import type { PricingState } from '../pricing/state';
import type { Tenant } from '../../ground/tenant/types';
import { buildConfiguratorProps } from './props';

const site: Tenant = { kind: 'site', id: 'us', key: 'us', host: 'localhost:3000', defaultLocale: 'en', currency: 'USD', country: 'US', metricSizes: false, handlePrefix: '' };
const france: Tenant = { ...site, id: 'fr', key: 'fr', defaultLocale: 'fr', currency: 'EUR', country: 'FR', metricSizes: true, handlePrefix: 'fr-' };
const canada: Tenant = { ...site, id: 'ca', key: 'ca', currency: 'CAD', country: 'CA', handlePrefix: 'ca-' };
const reseller: Tenant = { kind: 'reseller', resellerId: 'acme', key: 'r-acme', host: 'acme.resellers.localhost:3000', defaultLocale: 'en', currency: 'USD', country: 'US', metricSizes: false, handlePrefix: 'acme-' };
const prod = {
  APP_ENV: 'production',
  DESIGNER_URL: 'https://designer.example/editor',
  DESIGNER_STAGING_URL: 'https://staging-designer.example/editor',
  DESIGNER_API_URL: 'https://designer.example/editor',
  DESIGNER_STAGING_API_URL: 'https://staging-designer.example/editor',
} as const;
const USD = { currency: 'USD', factor: 1 } as const;

const product: Product = {
  id: 'gid://shopify/Product/1',
  handle: 'custom-roll-labels',
  title: 'Custom Roll Labels',
  description: '',
  descriptionHtml: '',
  productType: 'Roll Labels',
  vendor: 'PrintCo',
  createdAt: '2024-02-12T00:00:00Z',
  tags: ['$=roll', 'markup=10', 'Custom Size', 'Customizable', 'Lot Pricing', 'OE=Overlamination', 'OE=Foil Stamping', 'OE=White Halo'],
  images: [{ url: 'http://localhost:4000/a.png', altText: null, width: 10, height: 10 }],
  variants: [
    {
      id: 'gid://shopify/ProductVariant/1',
      title: '2" x 2"',
      price: 50,
      sku: 'RL-1',
      availableForSale: true,
      image: null,
      selectedOptions: [{ name: 'Size', value: '2" x 2"' }],
    },
    {
      id: 'gid://shopify/ProductVariant/2',
      title: '3" x 3"',
      price: 0,
      sku: null,
      availableForSale: false,
      image: null,
      selectedOptions: [{ name: 'Size', value: '3" x 3"' }],
    },
  ],
  options: [{ name: 'Size', values: ['2" x 2"', '3" x 3"'] }],
  seo: { title: null, description: null },
  metafields: {},
};
const pricing: PricingState = { status: 'no-tag' };
const OVERLAMINATION: OptionalExtra = { id: 'gid://shopify/Product/9', handle: 'overlamination', title: 'Overlamination', description: 'A clear film.', tags: [], price: 4 };
/** The product as lib/domain/pricing/priced-product.ts reads it, with these Optional Extras. */
const priced = (p: Product, optionalExtras: OptionalExtra[] = []): PricedProduct => ({ product: p, pricing, extras: offeredExtras(p.tags, optionalExtras) });

describe('buildConfiguratorProps', () => {
  it('labels the sizes in millimetres too on a metric site, the values unchanged', () => {
    const props = buildConfiguratorProps({ priced: priced(product), specs: [], tenant: france, locale: 'fr', cfg: prod, display: USD });
    expect(props.metricSizes).toBe(true);
    expect(props.product.options).toEqual([{ name: 'Size', values: ['2" x 2"', '3" x 3"'], valueLabels: ['2" x 2" (51 × 51 mm)', '3" x 3" (76 × 76 mm)'] }]);
    expect(buildConfiguratorProps({ priced: priced(product), specs: [], tenant: site, locale: 'en', cfg: prod, display: USD }).product.options).toEqual(product.options);
  });

  it('builds serialisable props from the product, tags and pricing state', () => {
    const props = buildConfiguratorProps({ priced: priced(product, [OVERLAMINATION]), specs: ['Material: Paper'], tenant: site, locale: 'en', cfg: prod, display: USD });
    expect(props).toMatchObject({
      product: {
        id: product.id,
        handle: 'custom-roll-labels',
        title: 'Custom Roll Labels',
        productType: 'Roll Labels',
        image: 'http://localhost:4000/a.png',
        tags: product.tags,
        specs: ['Material: Paper'],
        options: product.options,
        variants: [
          { id: 'gid://shopify/ProductVariant/1', title: '2" x 2"', sku: 'RL-1', price: 50, availableForSale: true, selectedOptions: [{ name: 'Size', value: '2" x 2"' }] },
          { id: 'gid://shopify/ProductVariant/2', sku: null, price: 0, availableForSale: false },
        ],
      },
      pricing,
      lot: true,
      markup: 10,
      customSize: true,
      dieCut: false,
      customizable: true,
      currency: 'USD',
      factor: 1,
      locale: 'en',
      resellerId: null,
      diagnostics: false,
    });
    expect(props.extras.map((e) => [e.key, e.basePrice])).toEqual([['overlamination', 4], ['foil_stamping', 0], ['white_halo', 0]]);
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it('sells custom sizes on die-cut products, whose size follows the artwork', () => {
    for (const tag of ['Custom Die-Cut', 'Shape=Custom']) {
      const shaped = { ...product, tags: ['$=shape', tag], images: [] };
      expect(buildConfiguratorProps({ priced: priced(shaped), specs: [], tenant: site, locale: 'en', cfg: prod, display: USD })).toMatchObject({ customSize: true, dieCut: true });
    }
  });

  it('reads flags from tags', () => {
    const plain = { ...product, tags: ['$=roll'], images: [] };
    expect(buildConfiguratorProps({ priced: priced(plain), specs: [], tenant: site, locale: 'en', cfg: prod, display: USD })).toMatchObject({
      lot: false,
      markup: 0,
      customSize: false,
      dieCut: false,
      customizable: false,
      extras: [],
      product: { image: null },
    });
  });

  it("carries the market's display currency", () => {
    const input = { priced: priced(product), specs: [], locale: 'en' as const, cfg: prod };
    expect(buildConfiguratorProps({ ...input, tenant: canada, display: { currency: 'CAD', factor: 1.023 } })).toMatchObject({ currency: 'CAD', factor: 1.023 });
  });

  it('turns diagnostics on for resellers and in development, and passes the reseller id', () => {
    const input = { priced: priced(product), specs: [], locale: 'fr' as const, display: USD };
    expect(buildConfiguratorProps({ ...input, tenant: reseller, cfg: prod })).toMatchObject({ diagnostics: true, resellerId: 'acme', locale: 'fr' });
    expect(buildConfiguratorProps({ ...input, tenant: site, cfg: { ...prod, APP_ENV: 'development' } })).toMatchObject({ diagnostics: true, resellerId: null });
    expect(buildConfiguratorProps({ ...input, tenant: site, cfg: { ...prod, APP_ENV: 'staging' } }).diagnostics).toBe(false);
  });

  it('hands the punchout mode to the island only on the punchout page', () => {
    const input = { priced: priced(product), specs: [], tenant: site, locale: 'en' as const, cfg: prod, display: USD };
    expect(buildConfiguratorProps(input).punchout).toBe(false);
    expect(buildConfiguratorProps({ ...input, punchout: true }).punchout).toBe(true);
  });
});
