import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { savedProduct, storeSavedProducts } from '@/components/testing/fixtures';
import { IntlProvider, renderWithIntl, type TestLocale } from '@/components/testing/renderWithIntl';
import { compareStore } from '@/lib/edge/state/compare-store';
import type { ProductSnapshot } from '@/lib/domain/wishlist/list';
import { CompareList } from './CompareList';

const item = savedProduct;
const store = (...items: ProductSnapshot[]) => storeSavedProducts('compare', ...items);
/** A page that starts with that stored. */
const seed = (...items: ProductSnapshot[]) => {
  store(...items);
  void compareStore.persist.rehydrate();
};

/** The store's answer for acme-product-1 only (the others are unknown to it). */
const DETAILS = {
  products: [{ handle: 'acme-product-1', sizes: ['2" x 2"', '3" x 3"'], materials: ['White BOPP', 'Kraft'], unitPrice: { amount: '0.24', currencyCode: 'USD', quantity: 250 } }],
};
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;

beforeEach(() => {
  seed();
  fetchMock.mockReset().mockImplementation(async () => ({ ok: true, status: 200, json: () => Promise.resolve(DETAILS) }) as unknown as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});
const renderList = (locale: TestLocale = 'en') => renderWithIntl(<CompareList locale={locale} handlePrefix="acme-" />, { locale });

describe('CompareList', () => {
  it('renders a skeleton on the server, before the stored list is read', () => {
    seed(item(1));
    const html = renderToString(
      <IntlProvider>
        <CompareList locale="en" handlePrefix="" />
      </IntlProvider>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading your compare list…');
    expect(html).not.toContain('Product 1');
  });

  it('lists the compared products: image, title linking to the product page, type and "From" price', () => {
    seed(item(1), item(2, { productType: '', price: null, imageUrl: null }));
    renderList();
    const table = screen.getByRole('table', { name: 'Compared products' });
    expect(screen.getByRole('region', { name: 'Compared products' })).toContainElement(table);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Product 1', 'Product 2']);
    expect(within(table).getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/products/product-1');
    expect(within(headers[0]!).getByRole('presentation', { hidden: true })).toHaveAttribute('src', expect.stringContaining('https://cdn.example/p1.png'));
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => within(r).queryByRole('rowheader')?.textContent ?? '')).toEqual(['Product', 'Type', 'Price', 'Size', 'Material', 'Price per unit', '']);
    expect(rows[1]).toHaveTextContent('Labels—');
    expect(rows[2]).toHaveTextContent('From $1.50—');
  });

  it('reads sizes, materials and the price per unit at the first break from the store, in one request', async () => {
    seed(item(1), item(2));
    renderList();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    await waitFor(() => expect(rows[3]).toHaveTextContent('Size2" x 2", 3" x 3"—'));
    expect(rows[4]).toHaveTextContent('MaterialWhite BOPP, Kraft—');
    expect(rows[5]).toHaveTextContent('Price per unit$0.24 at 250 units—');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/compare?handles=acme-product-1%2Cacme-product-2&locale=en');
  });

  it('words the price per unit in French', async () => {
    seed(item(1));
    renderList('fr');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    await waitFor(() => expect(rows[5]).toHaveTextContent(/Prix unitaire0,24\s\$ dès 250 unités/));
  });

  it('removes a product and moves focus to the next Remove button', () => {
    seed(item(1), item(2), item(3));
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 2 from compare' }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product 1', 'Product 3']);
    expect(screen.getByRole('button', { name: 'Remove Product 3 from compare' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('compare')!).state.items.map((i: ProductSnapshot) => i.id)).toEqual([item(1).id, item(3).id]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 3 from compare' }));
    expect(screen.getByRole('button', { name: 'Remove Product 1 from compare' })).toHaveFocus();
  });

  it('shows the empty state with a link to browse after the last removal', () => {
    seed(item(1));
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 1 from compare' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Your compare list is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveFocus();
  });

  it('shows the empty state when nothing is stored', () => {
    renderList();
    expect(screen.getByText('Your compare list is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('follows additions made in another tab', () => {
    renderList();
    act(() => {
      store(item(4));
      window.dispatchEvent(new StorageEvent('storage', { key: 'compare' }));
    });
    expect(screen.getByRole('link', { name: 'Product 4' })).toBeInTheDocument();
  });

  it('speaks French', () => {
    seed(item(1));
    renderList('fr');
    expect(screen.getByRole('table', { name: 'Produits comparés' })).toBeInTheDocument();
    expect(screen.getByText('1,50 $')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer Product 1 du comparateur' })).toHaveTextContent('Retirer');
  });
});
