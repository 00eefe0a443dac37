jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));
// ClientMessages reads the request's messages (an async server component): the test's provider stands in for it.
jest.mock('@/components/i18n/ClientMessages', () => ({ ClientMessages: ({ children }: { children: ReactNode }) => children }));
jest.mock('@/lib/services/reseller/fetch', () => ({
  getResellerContent: jest.fn(async () => ({ footer: { storeName: 'Acme Labels' }, messages: { messages: [{ id: 'm1', html: '<p>Free shipping</p>' }] } })),
}));
const mockRelated = jest.fn(async () => []);
const mockCategory = jest.fn(async () => ({ handle: 'roll-labels', title: 'Roll Labels' }));
jest.mock('@/lib/domain/catalog/storefront', () => ({
  getRelatedProducts: (...args: unknown[]) => mockRelated(...(args as [])),
  getProductTypeCategory: (...args: unknown[]) => mockCategory(...(args as [])),
}));
jest.mock('@/lib/services/shopify/markets', () => ({ getDisplayCurrency: async () => ({ currency: 'USD', factor: 1 }) }));

import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import PunchoutLayout, { metadata } from '@/app/[tenant]/[locale]/(punchout)/layout';
import { ProductPage } from '@/app/[tenant]/[locale]/(catalog)/product-page';
import { Breadcrumb } from '@/components/collection/Breadcrumb';
import { Configurator } from '@/components/configurator/Configurator';
import { FlexibleMessages } from '@/components/home/FlexibleMessages';
import { ProductListActions } from '@/components/product/ProductListActions';
import { RelatedCategories } from '@/components/product/RelatedCategories';
import { RelatedProducts } from '@/components/product/RelatedProducts';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import type { Product } from '@/lib/domain/catalog/types';
import { config } from '@/lib/ground/config';
import type { PricedProduct } from '@/lib/domain/pricing/priced-product';
import { tenantFromKey } from '@/lib/ground/tenant/resolve';

const params = Promise.resolve({ tenant: 'us', locale: 'en' });

describe('the punchout layout', () => {
  it('shows the store and the session, with no header, navigation, link or footer around the page', async () => {
    renderWithIntl(await PunchoutLayout({ children: <h1>Custom Roll Labels</h1>, params }));
    const bar = screen.getByRole('banner');
    expect(bar).toHaveTextContent('Acme Labels');
    expect(bar).toHaveTextContent('Punchout session');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // The skip link's target, as on every page.
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { name: 'Custom Roll Labels' })).toBeInTheDocument();
    expect(bar.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the pages out of search engines', () => {
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });
});

const product: Product = {
  id: 'gid://shopify/Product/1',
  handle: 'custom-roll-labels',
  title: 'Custom Roll Labels',
  description: 'Labels.',
  descriptionHtml: '<p>Labels.</p><ul><li>Material: Paper</li></ul>',
  productType: 'Roll Labels',
  vendor: 'PrintCo',
  createdAt: '2024-02-12T00:00:00Z',
  tags: ['Customizable'],
  images: [],
  variants: [
    { id: 'gid://shopify/ProductVariant/1', title: '2" x 2"', price: 50, sku: 'RL-1', availableForSale: true, image: null, selectedOptions: [{ name: 'Size', value: '2" x 2"' }] },
  ],
  options: [{ name: 'Size', values: ['2" x 2"'] }],
  seo: { title: null, description: null },
  metafields: {},
};
const priced: PricedProduct = { product, pricing: { status: 'no-tag' }, extras: [] };

/** Every element of a server component's returned tree (without rendering the async ones below it). */
function elements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  return [node, ...elements(node.props.children as ReactNode)];
}

describe('the product page in punchout mode', () => {
  const ctx = () => {
    const cfg = config();
    return { tenant: tenantFromKey('us', cfg)!, locale: 'en' as const, cfg };
  };
  const LEAVING = [Breadcrumb, ProductListActions, FlexibleMessages, RelatedProducts, RelatedCategories];

  beforeEach(() => {
    mockRelated.mockClear();
    mockCategory.mockClear();
  });

  it('drops the ways off the page and tells the configurator', async () => {
    const tree = elements(await ProductPage({ ctx: ctx(), priced, punchout: true }));
    for (const component of LEAVING) expect(tree.map((e) => e.type)).not.toContain(component);
    expect(tree.find((e) => e.type === Configurator)?.props.punchout).toBe(true);
    // Only the product's own structured data: no breadcrumb trail.
    const scripts = tree.filter((e) => e.type === 'script').map((e) => String((e.props.dangerouslySetInnerHTML as { __html: string }).__html));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('"@type":"Product"');
    // What it does not show, it does not read.
    expect(mockRelated).not.toHaveBeenCalled();
    expect(mockCategory).not.toHaveBeenCalled();
  });

  it('keeps them on the usual product page', async () => {
    const tree = elements(await ProductPage({ ctx: ctx(), priced }));
    for (const component of LEAVING) expect(tree.map((e) => e.type)).toContain(component);
    expect(tree.find((e) => e.type === Configurator)?.props.punchout).toBe(false);
  });
});
