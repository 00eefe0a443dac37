jest.mock('@/components/ui/toast', () => ({ notify: jest.fn() }));

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { clickBackdrop, isModal } from '@/tests/unit/dialog-polyfill';
import { notify } from '@/components/ui/toast';
import { compareStore } from '@/lib/edge/state/compare-store';
import { wishlistStore } from '@/lib/edge/state/wishlist-store';
import en from '@/messages/en.json';
import type { ProductSnapshot } from '@/lib/domain/wishlist/list';
import { QuickViewDialog } from './QuickViewDialog';
import type { QuickViewProduct } from './types';

const item: ProductSnapshot = {
  id: 'gid://shopify/Product/7',
  handle: 'ca-vinyl-labels',
  title: 'Vinyl Labels',
  imageUrl: 'https://cdn.example/vinyl.png',
  price: { amount: '12.50', currencyCode: 'USD' },
  productType: 'Labels',
};

const product = (stock: QuickViewProduct['stock']): QuickViewProduct => ({
  id: item.id,
  handle: item.handle,
  title: 'Vinyl Labels',
  productType: 'Labels',
  image: { url: 'https://cdn.example/vinyl.png', altText: 'Vinyl roll', width: 800, height: 800 },
  price: { amount: '12.50', currencyCode: 'USD' },
  stock,
});

const inStock = (quantityAvailable: number | null, availableForSale = true) => ({ availableForSale, quantityAvailable, currentlyNotInStock: false });

type Reply = { status: number; body: unknown };
const fetchMock = jest.fn<Promise<Reply>, [string, RequestInit?]>();

function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ status, body });
}

const labels = en.QuickView;

beforeAll(() => {
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const { status, body } = await fetchMock(String(url), init);
    return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
  }) as typeof fetch;
});

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(notify).mockClear();
  // A page that starts with nothing stored.
  localStorage.clear();
  void wishlistStore.persist.rehydrate();
  void compareStore.persist.rehydrate();
});

function open(props: Partial<React.ComponentProps<typeof QuickViewDialog>> = {}) {
  const onClose = jest.fn();
  const utils = renderWithIntl(<QuickViewDialog item={item} href="/products/vinyl-labels" locale="en" onClose={onClose} {...props} />);
  return { onClose, ...utils };
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const value = () => screen.getByRole('group', { name: 'Quantity' }).querySelector('output')!.textContent;

describe('QuickViewDialog', () => {
  it('is a modal dialog named by the product, loading its details from /api/quick-view', async () => {
    reply(200, { product: product(inStock(5)) });
    open();
    const dialog = screen.getByRole('dialog', { name: 'Vinyl Labels' });
    expect(isModal(dialog)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(labels.loading);
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/quick-view?handle=ca-vinyl-labels&locale=en');

    expect(await screen.findByRole('img', { name: 'Vinyl roll' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('From')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose options' })).toHaveAttribute('href', '/products/vinyl-labels?quantity=1');
  });

  it('moves focus in (close button) and closes on Escape, the close button and the backdrop', async () => {
    reply(200, { product: product(inStock(5)) });
    const { onClose } = open();
    expect(screen.getByRole('button', { name: labels.close })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: labels.close }));
    expect(onClose).toHaveBeenCalledTimes(2);
    clickBackdrop(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(3);
    await screen.findByRole('img', { name: 'Vinyl roll' });
  });

  it('allows minus only above 1', async () => {
    reply(200, { product: product(inStock(5)) });
    open();
    await screen.findByRole('group', { name: 'Quantity' });
    expect(value()).toBe('1');
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(minus());
    expect(value()).toBe('1');
    fireEvent.click(plus());
    expect(value()).toBe('2');
    expect(minus()).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(minus());
    expect(value()).toBe('1');
  });

  it("stops plus at the stock and shows 'Out of Stock !'", async () => {
    reply(200, { product: product(inStock(3)) });
    open();
    await screen.findByRole('group', { name: 'Quantity' });
    fireEvent.click(plus());
    expect(screen.queryByText('Out of Stock !')).not.toBeInTheDocument();
    fireEvent.click(plus());
    expect(value()).toBe('3');
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled, not disabled: keyboard focus can stay on it.
    expect(plus()).toBeEnabled();
    expect(screen.getByText('Out of Stock !')).toBeInTheDocument();
    fireEvent.click(plus());
    expect(value()).toBe('3');
    fireEvent.click(minus());
    expect(value()).toBe('2');
    expect(plus()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByText('Out of Stock !')).not.toBeInTheDocument();
  });

  it("shows 'Out of Stock !' at once for a variant that is not for sale", async () => {
    reply(200, { product: product(inStock(0, false)) });
    open();
    await screen.findByRole('group', { name: 'Quantity' });
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Out of Stock !')).toBeInTheDocument();
  });

  it('has no upper limit when the store does not count stock', async () => {
    reply(200, { product: product(inStock(null)) });
    open();
    await screen.findByRole('group', { name: 'Quantity' });
    for (let i = 0; i < 20; i++) fireEvent.click(plus());
    expect(value()).toBe('21');
    expect(screen.queryByText('Out of Stock !')).not.toBeInTheDocument();
  });

  it('uses the French strings', async () => {
    reply(200, { product: product(inStock(1)) });
    renderWithIntl(<QuickViewDialog item={item} href="/products/vinyl-labels" locale="fr" onClose={() => {}} />, { locale: 'fr' });
    await screen.findByRole('group', { name: 'Quantité' });
    expect(screen.getByText('Rupture de stock !')).toBeInTheDocument();
    expect(screen.getByText('12,50 $')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir les options' })).toBeInTheDocument();
  });

  it('adds to and removes from the wishlist and the compare list in the dialog, the buttons and toasts saying which', async () => {
    reply(200, { product: product(inStock(5)) });
    open();
    const wish = await screen.findByRole('button', { name: 'Add Vinyl Labels to wishlist' });
    fireEvent.click(wish);
    await waitFor(() => expect(wish).toHaveAccessibleName('Remove Vinyl Labels from wishlist'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Item Added to Wishlist', 'success', { href: '/wishlist', label: 'View wishlist' }));
    const compare = screen.getByRole('button', { name: 'Add Vinyl Labels to compare' });
    fireEvent.click(compare);
    await waitFor(() => expect(compare).toHaveAccessibleName('Remove Vinyl Labels from compare'));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('Item Added to Compare'));
    expect(JSON.parse(localStorage.getItem('compare')!).state.items[0]).toMatchObject({ id: item.id, handle: item.handle, productType: 'Labels' });

    fireEvent.click(wish);
    await waitFor(() => expect(wish).toHaveAccessibleName('Add Vinyl Labels to wishlist'));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('Item Removed from Wishlist'));
    fireEvent.click(compare);
    await waitFor(() => expect(compare).toHaveAccessibleName('Add Vinyl Labels to compare'));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('Item Removed from Compare'));
    expect(JSON.parse(localStorage.getItem('compare')!).state.items).toEqual([]);
  });

  it('says when the product no longer exists', async () => {
    reply(404, { error: 'Not found', message: 'No product' });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(labels.notFound);
    expect(screen.queryByRole('button', { name: labels.retry })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose options' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the store fails, and recovers', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    reply(502, { error: 'Store unavailable', message: 'The store could not be reached.' });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(labels.error);
    expect(errorLog).toHaveBeenCalled();
    reply(200, { product: product(inStock(5)) });
    fireEvent.click(screen.getByRole('button', { name: labels.retry }));
    expect(await screen.findByRole('group', { name: 'Quantity' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    errorLog.mockRestore();
  });

  it('treats a network failure as an error', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(labels.error);
    errorLog.mockRestore();
  });

  it('ignores a reply that arrives after closing', async () => {
    let resolve: (r: Reply) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { unmount } = open();
    unmount();
    await act(async () => resolve({ status: 200, body: { product: product(inStock(5)) } }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });
});
