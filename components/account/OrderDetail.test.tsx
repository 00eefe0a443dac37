import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithIntl, IntlProvider } from '@/components/testing/renderWithIntl';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { OrderDetail } from './OrderDetail';
import { callsTo, makeOrderDetail, mockApi, reply } from './testing';

const mockGoTo = jest.fn();
jest.mock('@/components/ui/navigate', () => ({
  goTo: (url: string) => mockGoTo(url),
  currentPath: () => window.location.pathname + window.location.search,
}));

const ORDER = 'GET /api/account/orders/1001';

const setup = (lang: 'en' | 'fr' = 'en') => renderWithIntl(<OrderDetail />, { locale: lang });

const order = makeOrderDetail({
  lineItems: [
    {
      title: 'Roll Labels',
      quantity: 250,
      currentQuantity: 250,
      customAttributes: [
        { key: 'Size', value: '2" x 2"' },
        { key: 'Material', value: 'White BOPP' },
        { key: '_pricing', value: 'secret' },
        { key: 'customer_canvas_state', value: '5f0c2a8e-1b7d-4c1e-9a3f-2d6b8e4f7a10' },
        { key: 'print_ready_image', value: 'https://res.cloudinary.com/demo/print.pdf' },
        { key: 'thumbnail', value: 'https://res.cloudinary.com/demo/thumb.png' },
        { key: 'low_dpi', value: 'false' },
      ],
      originalTotalPrice: { amount: '60.00', currencyCode: 'USD' },
      discountedTotalPrice: { amount: '55.00', currencyCode: 'USD' },
      variant: {
        id: 'gid://shopify/ProductVariant/11',
        sku: 'RL-2X2',
        title: '2" x 2" / White BOPP / Single',
        availableForSale: true,
        selectedOptions: [],
        image: { url: 'http://localhost:4000/cdn/roll.png', altText: null },
        product: { id: 'gid://shopify/Product/1', title: 'Roll Labels', handle: 'roll-labels' },
      },
    },
  ],
});

beforeEach(() => {
  mockGoTo.mockReset();
  window.history.pushState({}, '', '/account/orders/summary/1001?key=key-1');
  act(() => useSessionStore.setState({ loggedIn: true, expiresAt: '2099-01-01T00:00:00Z', user: null }));
});

describe('OrderDetail', () => {
  it('renders a skeleton on the server (the key is only in the address bar)', () => {
    const html = renderToString(
      <IntlProvider>
        <OrderDetail />
      </IntlProvider>,
    );
    expect(html).toContain('data-testid="account-skeleton"');
  });

  it('looks the order up by id and key and shows it', async () => {
    const api = mockApi({ [ORDER]: reply(200, { order }) });
    setup();
    expect(await screen.findByRole('heading', { name: 'Order #1001' })).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/account/orders/1001')[0]![0]).toBe('/api/account/orders/1001?key=key-1');
    expect(screen.getByText('1001')).toBeInTheDocument();
    expect(screen.getByText('March 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('Fulfilled')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$60.00');
    expect(within(summary).getByText('Shipping').nextSibling).toHaveTextContent('$1.80');
    expect(within(summary).getByText('Tax').nextSibling).toHaveTextContent('$4.20');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$66.00');
    const address = screen.getByRole('region', { name: 'Shipping Address' });
    expect(address).toHaveTextContent('Dana Demo');
    expect(address).toHaveTextContent('Birmingham, Alabama, 35203');
  });

  it('shows each line: image, title, variant, visible properties, quantity and price', async () => {
    const plain = { ...order.lineItems[0]!, customAttributes: order.lineItems[0]!.customAttributes.slice(0, 3) };
    mockApi({ [ORDER]: reply(200, { order: { ...order, lineItems: [plain] } }) });
    setup();
    const line = await screen.findByTestId('order-line');
    expect(within(line).getByRole('img')).toHaveAttribute('alt', 'Roll Labels');
    expect(within(line).getByRole('heading', { name: 'Roll Labels' })).toBeInTheDocument();
    expect(within(line).getByText('2" x 2" / White BOPP / Single')).toBeInTheDocument();
    expect(line).toHaveTextContent('Size: 2" x 2"');
    expect(line).toHaveTextContent('Material: White BOPP');
    expect(line).not.toHaveTextContent('_pricing');
    expect(within(line).getByText('250')).toBeInTheDocument();
    expect(within(line).getByText('$55.00')).toBeInTheDocument();
  });

  it("shows a designed line with the customer's design as its image and a link to the print file, not the raw design properties", async () => {
    mockApi({ [ORDER]: reply(200, { order }) });
    setup();
    const line = await screen.findByTestId('order-line');
    expect(within(line).getByRole('img', { name: 'Roll Labels: your design' })).toHaveAttribute('src', 'https://res.cloudinary.com/demo/thumb.png');
    const printFile = within(line).getByRole('link', { name: 'Print file' });
    expect(printFile).toHaveAttribute('href', 'https://res.cloudinary.com/demo/print.pdf');
    expect(printFile).toHaveAttribute('rel', 'noopener noreferrer');
    for (const hidden of ['customer_canvas_state', '5f0c2a8e', 'print_ready_image', 'thumbnail', 'low_dpi']) expect(line).not.toHaveTextContent(hidden);
    expect(line).toHaveTextContent('Size: 2" x 2"');
  });

  it('names the design and its print file in French', async () => {
    mockApi({ [ORDER]: reply(200, { order }) });
    setup('fr');
    const line = await screen.findByTestId('order-line');
    expect(within(line).getByRole('img', { name: 'Roll Labels : votre design' })).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: "Fichier d'impression" })).toBeInTheDocument();
  });

  it('never links or shows a design value that is not an http(s) URL', async () => {
    const hostile = {
      ...order.lineItems[0]!,
      customAttributes: [
        { key: 'print_ready_image', value: 'javascript:alert(1)' },
        { key: 'thumbnail', value: 'data:image/svg+xml;base64,PHN2Zz4=' },
      ],
    };
    mockApi({ [ORDER]: reply(200, { order: { ...order, lineItems: [hostile] } }) });
    setup();
    const line = await screen.findByTestId('order-line');
    expect(within(line).queryByRole('link', { name: 'Print file' })).not.toBeInTheDocument();
    expect(within(line).getByRole('img')).toHaveAttribute('alt', 'Roll Labels');
    expect(line.innerHTML).not.toContain('javascript:');
  });

  it('says the order is not found, with a way back', async () => {
    mockApi({ [ORDER]: reply(404, { error: 'not_found' }) });
    setup();
    expect(await screen.findByText("We couldn't find this order.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/account/orders/summary');
  });

  it('does not ask without a key', async () => {
    window.history.pushState({}, '', '/account/orders/summary/1001');
    const api = mockApi({ [ORDER]: reply(200, { order }) });
    setup();
    expect(await screen.findByText("We couldn't find this order.")).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('speaks French, keeping the en-US date', async () => {
    mockApi({ [ORDER]: reply(200, { order }) });
    setup('fr');
    expect(await screen.findByRole('heading', { name: 'Commande #1001' })).toBeInTheDocument();
    expect(screen.getByText('March 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('Sous-total')).toBeInTheDocument();
  });

  it('sends a refused session to login, back to this order afterwards', async () => {
    mockApi({ [ORDER]: reply(401, { error: 'unauthenticated' }) });
    setup();
    await waitFor(() =>
      expect(mockGoTo).toHaveBeenCalledWith(`/login?redirectUrl=${encodeURIComponent('/account/orders/summary/1001?key=key-1')}`),
    );
  });
});
