import { render, screen } from '@testing-library/react';
import { renderServer } from '@/components/testing/renderServer';
import { renderServerWithIntl } from '@/components/testing/renderServerWithIntl';
import { makeCard, US_DISPLAY } from '@/components/testing/fixtures';
import { ConfiguratorSlot } from './ConfiguratorSlot';
import { ProductSummary } from './ProductSummary';
import { RelatedCategories } from './RelatedCategories';
import { RelatedProducts } from './RelatedProducts';
import { Taglines } from './Taglines';

jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));

const tenant = { handlePrefix: '' };

describe('ProductSummary', () => {
  it('renders the title as h1 and a truncated description', () => {
    const long = `${'Durable labels for every surface. '.repeat(20)}`;
    render(<ProductSummary title="Vinyl labels" description={long} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vinyl labels' })).toBeInTheDocument();
    const text = screen.getByText(/Durable labels/).textContent ?? '';
    expect(text.length).toBeLessThanOrEqual(350);
    expect(text.endsWith('.')).toBe(true);
  });
});

describe('Taglines', () => {
  it('shows Material, Print Method and Production Time from the specs', async () => {
    await renderServer(Taglines, {
      specs: ['Material: White vinyl', 'Print Method: Digital', 'Production Time: 3 business days', 'Finish: Gloss'],
    });
    expect(screen.getByText('Material').nextSibling).toHaveTextContent('White vinyl');
    expect(screen.getByText('Print Method').nextSibling).toHaveTextContent('Digital');
    expect(screen.getByText('Production Time').nextSibling).toHaveTextContent('3 business days');
    expect(screen.queryByText(/Gloss/)).not.toBeInTheDocument();
  });

  it('leaves out missing blocks, and renders nothing without any', async () => {
    await renderServer(Taglines, { specs: ['Material: Paper'] });
    expect(screen.getByText('Material')).toBeInTheDocument();
    expect(screen.queryByText('Print Method')).not.toBeInTheDocument();
    const { container } = await renderServer(Taglines, { specs: ['Finish: Gloss'] });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('RelatedProducts', () => {
  it('shows at most 5 cards', async () => {
    await renderServerWithIntl(RelatedProducts, { cards: Array.from({ length: 7 }, (_, i) => makeCard(i + 1)), tenant, display: US_DISPLAY });
    expect(screen.getByRole('heading', { name: 'Related products' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });
});

describe('RelatedCategories', () => {
  it('links the categories', async () => {
    await renderServer(RelatedCategories, { categories: [{ id: '1', handle: 'roll-labels', title: 'Roll labels' }], tenant });
    expect(screen.getByRole('navigation', { name: 'Related categories' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Roll labels' })).toHaveAttribute('href', '/category/roll-labels');
  });
});

describe('ConfiguratorSlot', () => {
  it('reserves the configurator box with a note', async () => {
    await renderServer(ConfiguratorSlot, {});
    expect(screen.getByRole('region', { name: 'Options and pricing' })).toBeInTheDocument();
  });

  it('renders its children when given', async () => {
    await renderServer(ConfiguratorSlot, { children: <button type="button">ADD TO CART</button> });
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeInTheDocument();
    expect(screen.queryByText('Options and pricing')).not.toBeInTheDocument();
  });
});
