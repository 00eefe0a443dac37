import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { pricedLine } from '@/lib/domain/cart/test-fixtures';
import { CART_STORAGE_KEY } from '@/lib/edge/state/cart-count';
import { CART_STORAGE_VERSION } from '@/lib/edge/state/cart-persistence';
import { ensureCartHydrated, useCartStore } from '@/lib/edge/state/cart-store';
import { CHECKOUT_COMPLETE_KEY, CHECKOUT_STARTED_KEY } from '@/lib/edge/state/checkout-markers';
import { IntlProvider } from '@/components/testing/renderWithIntl';
import { CartIcon } from './CartIcon';

/** The header's link, under the layout's messages. */
const cartIcon = (locale: 'en' | 'fr' = 'en') => (
  <IntlProvider locale={locale}>
    <CartIcon />
  </IntlProvider>
);

function storeCart(lines: number) {
  const state = {
    lines: Array.from({ length: lines }, (_, i) => pricedLine({ lineItemId: String(i), id: `v${i}` })),
  };
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state, version: CART_STORAGE_VERSION }));
}

describe('CartIcon', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('renders no count on the server', () => {
    storeCart(3);
    const html = renderToString(cartIcon());
    expect(html).toContain('Cart, 0 items');
    expect(html).not.toContain('data-testid="cart-count"');
  });

  it('hydrates the server HTML without a mismatch, then shows the persisted count', async () => {
    storeCart(3);
    const container = document.createElement('div');
    container.innerHTML = renderToString(cartIcon());
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onRecoverableError = jest.fn();
    const { hydrateRoot } = await import('react-dom/client');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, cartIcon(), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    act(() => root?.unmount());
    container.remove();
  });

  it('follows changes made through the cart store', async () => {
    ensureCartHydrated();
    render(cartIcon());
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    await act(async () => {
      useCartStore.getState().update([pricedLine({ lineItemId: '1', id: 'v1' })]);
    });
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: CART_STORAGE_VERSION,
      state: { lines: [{ id: 'v1' }] },
    });
    await act(async () => {
      useCartStore.getState().clear();
    });
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('empties the cart at startup after a completed checkout', async () => {
    storeCart(3);
    localStorage.setItem(CHECKOUT_STARTED_KEY, '1');
    document.cookie = `${CHECKOUT_COMPLETE_KEY}=1; Path=/`;
    await act(async () => {
      render(cartIcon());
    });
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CHECKOUT_STARTED_KEY)).toBeNull();
    expect(document.cookie).not.toContain(CHECKOUT_COMPLETE_KEY);
  });

  it('keeps the cart while the checkout is only started', async () => {
    storeCart(2);
    localStorage.setItem(CHECKOUT_STARTED_KEY, '1');
    await act(async () => {
      render(cartIcon());
    });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('counts in French, where 0 takes the singular', async () => {
    await act(async () => {
      render(cartIcon('fr'));
    });
    expect(screen.getByRole('link', { name: 'Panier, 0 article' })).toBeInTheDocument();
  });

  it('follows changes made in another tab', async () => {
    render(cartIcon());
    storeCart(2);
    act(() => {
      fireEvent(window, new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });
});
