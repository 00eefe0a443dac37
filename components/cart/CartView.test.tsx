import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider, renderWithIntl } from '@/components/testing/renderWithIntl';
import { DEFAULT_ORDER_OPTIONS } from '@/lib/domain/cart/order-options';
import { LOT_GRID, pricedLine } from '@/lib/domain/cart/test-fixtures';
import type { CartLine } from '@/lib/domain/cart/types';
import { useCartStore } from '@/lib/edge/state/cart-store';
import { CHECKOUT_STARTED_KEY } from '@/lib/edge/state/checkout-markers';
import { STORED_LINES_SCRIPT } from '@/lib/edge/state/stored-cart-lines';
import { CartSkeleton } from './CartSkeleton';
import { CartView, type CartViewProps } from './CartView';

const mockNotify = jest.fn();
jest.mock('@/components/ui/toast', () => ({ notify: (...args: unknown[]) => mockNotify(...args) }));
const mockGoToCheckout = jest.fn();
jest.mock('@/components/ui/navigate', () => ({ goTo: (url: string) => mockGoToCheckout(url) }));

let fetchMock: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  act(() => useCartStore.setState({ lines: [], orderOptions: DEFAULT_ORDER_OPTIONS }));
  mockNotify.mockReset();
  mockGoToCheckout.mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

/** A fetch answer (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as unknown as Response;

function seed(lines: CartLine[]) {
  act(() => useCartStore.getState().update(lines));
}

function setup(props: Partial<CartViewProps> = {}) {
  return renderWithIntl(<CartView locale="en" currency="USD" factor={1} siteId="us" handlePrefix="" {...props} />);
}

const lineItems = () => screen.getAllByTestId('cart-line');
const checkoutButton = () => screen.getByRole('button', { name: /CHECKOUT|Processing/ });
const subtotal = () => screen.getByTestId('cart-subtotal');

describe('CartView', () => {
  it('renders a loading placeholder on the server, sized by the stored cart before the first paint', () => {
    const html = renderToString(
      <IntlProvider>
        <CartView locale="en" currency="USD" factor={1} siteId="us" handlePrefix="" />
      </IntlProvider>,
    );
    expect(html).toContain('data-testid="cart-skeleton"');
    expect(html).toContain('Loading your cart…');
    // The server cannot know the count: the inline script just before the placeholder writes it.
    expect(html).toContain(`<script>${STORED_LINES_SCRIPT}</script><div class="skeleton `);
    // The empty cart is there only as the placeholder's shape for a cart known to be empty (hidden until then).
    const placeholder = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-testid="cart-skeleton"]')!;
    expect(placeholder.querySelector('[class*="skeletonEmpty"]')?.textContent).toContain('Your Cart is Empty');
  });

  it('counts the stored lines itself when it renders in the browser (a move from another page)', () => {
    localStorage.setItem('cart', JSON.stringify({ state: { lines: [{}, {}, {}] }, version: 4 }));
    const { unmount } = render(
      <IntlProvider>
        <CartSkeleton taxHint customerNumber={false} />
      </IntlProvider>,
    );
    expect(document.documentElement).toHaveAttribute('data-cart-lines', '3');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
    unmount();
    // Gone with the placeholder: the count would be stale once the cart has loaded.
    expect(document.documentElement).not.toHaveAttribute('data-cart-lines');
    localStorage.clear();
  });

  it('shows the empty cart with a continue-shopping link', () => {
    setup();
    expect(screen.getByText('Your Cart is Empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'CHECKOUT' })).not.toBeInTheDocument();
  });

  it('renders each line: thumbnail, linked title, description, quantity, total and remove', () => {
    seed([
      pricedLine({ lineItemId: 'a', quantity: 100, handle: 'ca-roll-labels', extras: [{ key: 'overlamination', basePrice: 10 }] }),
      pricedLine({ lineItemId: 'b', quantity: 50, title: 'Sheet Labels', properties: { thumbnail: 'https://img.example/design.png' } }),
    ]);
    const { container } = setup({ handlePrefix: 'ca-' });
    const [first, second] = lineItems();
    expect(within(first!).getByRole('link', { name: 'Roll Labels' })).toHaveAttribute('href', '/products/roll-labels');
    expect(within(first!).getByText('Size: 2" x 2"')).toBeInTheDocument();
    expect(within(first!).getByText('Material: White BOPP')).toBeInTheDocument();
    expect(within(first!).getByText('Extras: Overlamination')).toBeInTheDocument();
    expect(within(first!).getByRole('combobox', { name: /Quantity/ })).toHaveValue('100');
    expect(within(first!).getByTestId('line-total')).toHaveTextContent('$66.00');
    expect(within(first!).getByText('$0.66 each')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Remove Roll Labels' })).toBeInTheDocument();
    // The design's thumbnail wins over the product image.
    expect(second!.querySelector('img')).toHaveAttribute('src', 'https://img.example/design.png');
    expect(first!.querySelector('img')?.getAttribute('src')).toContain('roll.png');
    expect(subtotal()).toHaveTextContent('$106.00');
    expect(screen.getByTestId('cart-savings')).toHaveTextContent('$54.00');
    expect(checkoutButton()).toBeEnabled();
    expect(container.querySelectorAll('h1')).toHaveLength(0);
  });

  it('shows a custom-size line with the size the shopper asked for, once, keeping the priced size in the stored line', () => {
    const properties = { Size: '2" x 4"', Material: 'White BOPP', customWidth: '2.5', customHeight: '2.5' };
    seed([pricedLine({ lineItemId: 'a', quantity: 100, properties })]);
    setup();
    const [line] = lineItems();
    expect(within(line!).getByText('Size: 2.5" x 2.5"')).toBeInTheDocument();
    expect(line).not.toHaveTextContent('2" x 4"');
    expect(line).not.toHaveTextContent(/Custom size/i);
    expect(within(line!).getAllByText(/^Size:/)).toHaveLength(1);
    const stored = JSON.parse(localStorage.getItem('cart') ?? '{}');
    expect(stored.state.lines[0].properties).toMatchObject(properties);
  });

  it('recalculates the line, subtotal and savings when a quantity is chosen, and saves the cart', () => {
    seed([pricedLine({ lineItemId: 'a', quantity: 50 })]);
    setup();
    expect(subtotal()).toHaveTextContent('$40.00');
    fireEvent.change(screen.getByRole('combobox', { name: /Quantity/ }), { target: { value: '250' } });
    expect(screen.getByTestId('line-total')).toHaveTextContent('$105.00');
    expect(subtotal()).toHaveTextContent('$105.00');
    expect(screen.getByTestId('cart-savings')).toHaveTextContent('$145.00');
    const stored = JSON.parse(localStorage.getItem('cart') ?? '{}');
    expect(stored.state.lines[0]).toMatchObject({ quantity: 250, total: 10500, properties: { 'Item Price': '105.00' } });
  });

  it('offers a custom quantity field that follows the quantity rules', () => {
    seed([pricedLine({ lineItemId: 'a', quantity: 50 })]);
    setup();
    const select = screen.getByRole('combobox', { name: /Quantity/ });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['50', '100', '250', '500', 'Custom Quantity']);
    expect(screen.queryByRole('textbox', { name: /Enter a quantity/ })).not.toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'custom' } });
    const field = screen.getByRole('textbox', { name: /Enter a quantity/ });
    expect(field).toHaveValue('50');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '120' } });
    expect(screen.getByTestId('line-total')).toHaveTextContent('$72.00');
    // Typing a break quantity keeps the field.
    fireEvent.change(field, { target: { value: '100' } });
    expect(screen.getByRole('textbox', { name: /Enter a quantity/ })).toHaveValue('100');
    // Past the cap the field shows the capped quantity while typing, the one the line is priced for.
    fireEvent.change(field, { target: { value: '123456789' } });
    expect(field).toHaveValue('9999999');
    expect(useCartStore.getState().lines[0]!.quantity).toBe(9_999_999);
    fireEvent.blur(field);
    expect(field).toHaveValue('9999999');
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(useCartStore.getState().lines[0]!.quantity).toBe(0);
    expect(checkoutButton()).toBeDisabled();
    expect(screen.getByTestId('checkout-reason')).toHaveTextContent('Every item needs a quantity of at least 1.');
  });

  it('shows the field at once for a quantity off the breaks, and no custom choice for lot-priced lines', () => {
    seed([
      pricedLine({ lineItemId: 'a', quantity: 75, title: 'Custom' }),
      pricedLine({ lineItemId: 'b', quantity: 500, title: 'Rolls', lotPriced: true, pricingGrid: LOT_GRID }),
    ]);
    setup();
    const [custom, lot] = lineItems();
    expect(within(custom!).getByRole('combobox')).toHaveValue('custom');
    expect(within(custom!).getByRole('textbox')).toHaveValue('75');
    const lotOptions = within(within(lot!).getByRole('combobox')).getAllByRole('option');
    expect(lotOptions.map((o) => o.textContent)).toEqual(['250', '500', '1,000']);
    expect(within(lot!).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('removes a line with a toast, keeping the keyboard focus on the page', () => {
    seed([pricedLine({ lineItemId: 'a' }), pricedLine({ lineItemId: 'b', id: 'gid://shopify/ProductVariant/12', title: 'Other' })]);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Roll Labels' }));
    expect(mockNotify).toHaveBeenCalledWith('Item Removed from Cart');
    expect(lineItems()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Items in your cart' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Other' }));
    expect(screen.getByText('Your Cart is Empty')).toHaveFocus();
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('shows the minimum-order message with a real line break and blocks checkout', () => {
    seed([pricedLine({ lineItemId: 'a', quantity: 20, pricingGrid: { ...LOT_GRID, breaks: [1000, 2000, 5000] } })]);
    setup();
    const message = screen.getByText(/Minimum order quantity for this product is 1,000\./);
    expect(message.querySelector('br')).not.toBeNull();
    expect(message.textContent).toBe('Minimum order quantity for this product is 1,000.Add 980 more.');
    expect(message.innerHTML).not.toContain('&lt;');
    expect(message.innerHTML).not.toContain('</br>');
    expect(screen.getByRole('textbox', { name: /Enter a quantity/ })).toHaveAttribute('aria-describedby', message.id);
    expect(checkoutButton()).toBeDisabled();
    expect(screen.getByTestId('checkout-reason')).toHaveTextContent('Some items are below their minimum order quantity.');
  });

  it('counts every line of a product towards its minimum, as the product page does', () => {
    const grid = { ...LOT_GRID, breaks: [1000, 2000, 5000] };
    seed([pricedLine({ lineItemId: 'a', quantity: 600, pricingGrid: grid }), pricedLine({ lineItemId: 'b', quantity: 300, pricingGrid: grid })]);
    setup();
    // 900 of the product: both lines say 100 more are needed.
    expect(screen.getAllByText(/Minimum order quantity for this product is 1,000\./).map((m) => m.textContent)).toEqual([
      'Minimum order quantity for this product is 1,000.Add 100 more.',
      'Minimum order quantity for this product is 1,000.Add 100 more.',
    ]);
    expect(checkoutButton()).toBeDisabled();

    // 600 + 400 = 1,000: neither line is below the minimum any more.
    act(() => useCartStore.getState().setQuantity('b', 400));
    expect(screen.queryByText(/Minimum order quantity/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-reason')).not.toHaveTextContent('minimum');
  });

  it('reveals the special instructions and the return address form with United States and Alabama by default', () => {
    seed([pricedLine({ lineItemId: 'a' })]);
    setup();
    expect(screen.queryByRole('textbox', { name: 'Special instructions' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add special instructions' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Special instructions' }), { target: { value: 'Rush' } });
    expect(useCartStore.getState().orderOptions).toMatchObject({ showTextBox: true, orderNotes: 'Rush' });

    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use an alternate return address' }));
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('United States');
    expect(within(country).getAllByRole('option').map((o) => o.textContent)).toEqual(['United States', 'Canada']);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('Alabama');
    expect(within(state).getAllByRole('option')).toHaveLength(59);
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toBeInTheDocument();
    for (const name of ['Company name', 'Address line 1', 'Address line 2', 'City']) {
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    }

    fireEvent.change(country, { target: { value: 'Canada' } });
    const province = screen.getByRole('combobox', { name: 'Province' });
    expect(province).toHaveValue('Alberta');
    expect(within(province).getAllByRole('option').map((o) => o.textContent)).toContain('Quebec');
    expect(within(province).getAllByRole('option')).toHaveLength(13);
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toBeInTheDocument();
    fireEvent.change(province, { target: { value: 'Quebec' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Montréal' } });
    expect(useCartStore.getState().orderOptions.alternateReturnAddr).toMatchObject({ country: 'Canada', state: 'Quebec', city: 'Montréal' });
  });

  it('shows what the cart changes itself (another tab) in the option fields, which stop at the checkout limits', () => {
    seed([pricedLine({ lineItemId: 'a' })]);
    setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add special instructions' }));
    act(() => useCartStore.getState().setOrderOptions({ orderNotes: 'From another tab', showAlternateReturnAddr: true }));
    const notes = screen.getByRole('textbox', { name: 'Special instructions' });
    expect(notes).toHaveValue('From another tab');
    expect(notes).toHaveAttribute('maxlength', '5000');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('maxlength', '20');
  });

  it('shows the tax-exemption hint with login and register links, except on the Canada and French sites', () => {
    seed([pricedLine({ lineItemId: 'a' })]);
    const { unmount } = setup();
    const area = screen.getByRole('region', { name: 'Tax exemption' });
    expect(within(area).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(area).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    unmount();
    setup({ siteId: 'ca' });
    expect(screen.queryByRole('region', { name: 'Tax exemption' })).not.toBeInTheDocument();
  });

  it('converts amounts with the display factor', () => {
    seed([pricedLine({ lineItemId: 'a', quantity: 100 })]);
    setup({ currency: 'CAD', factor: 1.023 });
    expect(screen.getByTestId('line-total')).toHaveTextContent('$61.38');
    expect(subtotal()).toHaveTextContent('$61.38');
  });

  it('explains a line flagged unavailable and blocks checkout', () => {
    seed([{ ...pricedLine({ lineItemId: 'a' }), unavailable: true }]);
    setup();
    expect(lineItems()[0]).toHaveClass('unavailable');
    expect(screen.getByText('This product is no longer available. Please remove it from your cart.')).toBeInTheDocument();
    expect(checkoutButton()).toBeDisabled();
    expect(screen.getByTestId('checkout-reason')).toHaveTextContent(/^Some products in your cart are no longer available/);
  });

  describe('checkout', () => {
    it('posts the cart, sets the started marker and leaves for the checkout URL, still processing', async () => {
      const line = pricedLine({ lineItemId: 'a', quantity: 100 });
      seed([line]);
      act(() =>
        useCartStore.getState().setOrderOptions({ showTextBox: true, orderNotes: 'Rush', showAlternateReturnAddr: false, alternateReturnAddr: { city: 'X' } }),
      );
      fetchMock.mockResolvedValue(answer(200, { checkoutUrl: 'https://checkout.example/c/1?locale=en' }));
      setup();
      fireEvent.click(checkoutButton());
      expect(checkoutButton()).toBeDisabled();
      expect(checkoutButton()).toHaveTextContent('Processing…');
      await waitFor(() => expect(mockGoToCheckout).toHaveBeenCalledWith('https://checkout.example/c/1?locale=en'));
      expect(localStorage.getItem(CHECKOUT_STARTED_KEY)).not.toBeNull();
      expect(checkoutButton()).toBeDisabled();
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('/api/checkout');
      expect(JSON.parse(init.body)).toEqual({
        locale: 'en',
        lines: [{ lineItemId: 'a', variantId: line.id, quantity: 100, properties: line.properties }],
        note: 'Rush',
        alternateReturnAddress: null,
        customerNumber: '',
      });
      expect(useCartStore.getState().lines).toHaveLength(1);
    });

    it('flags the lines a 409 names, with a red border and the message', async () => {
      seed([pricedLine({ lineItemId: 'a' }), pricedLine({ lineItemId: 'b', id: 'gid://shopify/ProductVariant/12', title: 'Gone' })]);
      fetchMock.mockResolvedValue(answer(409, { error: 'unavailable', message: 'gone', lineItemIds: ['b'] }));
      setup();
      fireEvent.click(checkoutButton());
      await waitFor(() => expect(lineItems()[1]).toHaveClass('unavailable'));
      expect(lineItems()[0]).not.toHaveClass('unavailable');
      expect(screen.getByTestId('checkout-reason')).toHaveTextContent(
        'Some products in your cart are no longer available, please remove them from your cart before proceeding to checkout.',
      );
      expect(checkoutButton()).toBeDisabled();
      expect(mockGoToCheckout).not.toHaveBeenCalled();
      expect(localStorage.getItem(CHECKOUT_STARTED_KEY)).toBeNull();
      // Removing the flagged line clears the way again.
      fireEvent.click(screen.getByRole('button', { name: 'Remove Gone' }));
      expect(checkoutButton()).toBeEnabled();
      expect(screen.getByTestId('checkout-reason')).toBeEmptyDOMElement();
    });

    it.each([
      ['a server error', () => fetchMock.mockResolvedValue(answer(500, { error: 'boom' }))],
      ['a bad request', () => fetchMock.mockResolvedValue(answer(400, { error: 'invalid' }))],
      ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    ])('shows the checkout error after %s, keeps the cart and re-enables the button', async (_, arrange) => {
      seed([pricedLine({ lineItemId: 'a' })]);
      arrange();
      setup();
      fireEvent.click(checkoutButton());
      expect(await screen.findByText('There was an error processing checkout. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('There was an error processing checkout. Please try again.');
      expect(checkoutButton()).toBeEnabled();
      expect(checkoutButton()).toHaveTextContent('CHECKOUT');
      expect(useCartStore.getState().lines).toHaveLength(1);
      expect(mockGoToCheckout).not.toHaveBeenCalled();
      // A change to the cart clears the stale message.
      fireEvent.change(screen.getByRole('combobox', { name: /Quantity/ }), { target: { value: '100' } });
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    });

    it('logs a missing checkout URL and re-enables the button', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      seed([pricedLine({ lineItemId: 'a' })]);
      fetchMock.mockResolvedValue(answer(200, { checkoutUrl: null }));
      setup();
      fireEvent.click(checkoutButton());
      await waitFor(() => expect(error).toHaveBeenCalled());
      await waitFor(() => expect(checkoutButton()).toBeEnabled());
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      expect(mockGoToCheckout).not.toHaveBeenCalled();
      error.mockRestore();
    });

    it('posts once on a double click', async () => {
      seed([pricedLine({ lineItemId: 'a' })]);
      fetchMock.mockResolvedValue(answer(200, { checkoutUrl: 'https://checkout.example/c/1' }));
      setup();
      const button = checkoutButton();
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(mockGoToCheckout).toHaveBeenCalledTimes(1));
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});

describe('the cart in French', () => {
  it('names the options with the product page\'s words (Matière, as its select is labelled)', () => {
    seed([pricedLine({ lineItemId: 'a', quantity: 100 })]);
    renderWithIntl(<CartView locale="fr" currency="EUR" factor={1} siteId="fr" handlePrefix="fr-" />, { locale: 'fr' });
    const line = screen.getByTestId('cart-line');
    expect(within(line).getByText('Taille : 2" x 2"')).toBeInTheDocument();
    expect(within(line).getByText('Matière : White BOPP')).toBeInTheDocument();
    expect(within(line).getByText('Faces : Single')).toBeInTheDocument();
    expect(line).not.toHaveTextContent('Matériau');
  });

  it('toasts the French removal and formats money the French way', async () => {
    seed([pricedLine({ lineItemId: 'a', quantity: 100 })]);
    renderWithIntl(<CartView locale="fr" currency="EUR" factor={1} siteId="fr" handlePrefix="fr-" />, { locale: 'fr' });
    expect(screen.getByTestId('line-total')).toHaveTextContent('60,00 EUR');
    expect(screen.getByText('Taille : 2" x 2"')).toBeInTheDocument();
    act(() => useCartStore.getState().update([pricedLine({ lineItemId: 'a', quantity: 100, properties: { Size: '2" x 4"', customWidth: '2.5', customHeight: '2.5' } })]));
    expect(screen.getByText('Taille : 2.5" x 2.5"')).toBeInTheDocument();
    expect(screen.queryByText(/2" x 4"|Taille personnalisée/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PASSER LA COMMANDE' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Exonération de taxes' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Retirer/ }));
    expect(mockNotify).toHaveBeenCalledWith('Produit retiré du panier');
  });
});
