import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { renderServer } from '@/components/testing/renderServer';
import { makeCard, US_DISPLAY } from '@/components/testing/fixtures';
import { Breadcrumb } from './Breadcrumb';
import { ProductCard } from './ProductCard';

jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));

describe('ProductCard', () => {
  it('shows image, title and the "From" price of the first available variant', () => {
    const card = makeCard(4, {
      variants: [
        { id: 'a', price: 999, availableForSale: false },
        { id: 'b', price: 1250, availableForSale: true },
      ],
    });
    renderWithIntl(<ProductCard card={card} href="/products/product-4" locale="fr" display={{ currency: 'CAD', factor: 1.023 }} />, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Product 04' })).toHaveAttribute('href', '/products/product-4');
    // The store's 12.50 as the Canada site shows it: converted here, where the price is shown.
    expect(screen.getByRole('article')).toHaveTextContent(/À partir de 12,79\s\$/);
    const img = screen.getByRole('img', { name: 'Product 4' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '800');
    expect(img.getAttribute('srcset')).toContain('p4.png?width=480 480w');
    expect(img.getAttribute('srcset')).not.toContain('1080w');
  });

  it('renders without image or price', () => {
    renderWithIntl(<ProductCard card={makeCard(1, { image: null, variants: [] })} href="/p" locale="en" display={US_DISPLAY} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('From')).not.toBeInTheDocument();
  });
});

describe('Breadcrumb', () => {
  it('shows Home, the parent, the title and the subtitle as a BreadcrumbList', async () => {
    await renderServer(Breadcrumb, { parent: { label: 'Labels', href: '/category/labels' }, title: 'Roll labels', subtitle: 'Vinyl' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelector('ol')).toHaveAttribute('itemtype', 'https://schema.org/BreadcrumbList');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Labels' })).toHaveAttribute('href', '/category/labels');
    expect(screen.getByText('Vinyl')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
