import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ORDER_OPTIONS } from '@/lib/domain/cart/order-options';
import { pricedLine } from '@/lib/domain/cart/test-fixtures';
import { CART_STORAGE_KEY, useCartStore } from '@/lib/edge/state/cart-store';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { OrdersList } from './OrdersList';
import { bodyOf, callsTo, makeOrder, mockApi, reply } from './testing';

const mockNotify = jest.fn();
jest.mock('@/components/ui/toast', () => ({ notify: (...args: unknown[]) => mockNotify(...args) }));
const mockGoTo = jest.fn();
jest.mock('@/components/ui/navigate', () => ({ goTo: (url: string) => mockGoTo(url), currentPath: () => '/account/orders/summary' }));

const ORDERS = 'GET /api/account/orders';
/** Orders newest first, as the server sends them. */
const orders = (count: number) => Array.from({ length: count }, (_, i) => makeOrder(count - i));

/** The server's pages for a customer with 25 orders: 20, then all 25. */
const twentyFiveOrders = (_init: RequestInit | undefined, url: string) =>
  url.endsWith('page=1')
    ? reply(200, { orders: orders(25).slice(0, 20), hasNextPage: true })
    : reply(200, { orders: orders(25), hasNextPage: false });

function setup(lang: 'en' | 'fr' = 'en') {
  return renderWithIntl(<OrdersList />, { locale: lang });
}

beforeEach(() => {
  localStorage.clear();
  mockNotify.mockReset();
  mockGoTo.mockReset();
  act(() => useCartStore.setState({ lines: [], orderOptions: DEFAULT_ORDER_OPTIONS }));
  act(() => useSessionStore.setState({ loggedIn: true, expiresAt: '2099-01-01T00:00:00Z', user: null }));
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('OrdersList', () => {
  it('shows each order: name, en-US long date, status, total, View and Reorder', async () => {
    mockApi({
      [ORDERS]: reply(200, {
        orders: [makeOrder(1, { name: '#1001', processedAt: '2026-03-04T12:00:00Z', totalPrice: { amount: '66.5', currencyCode: 'USD' } })],
        hasNextPage: false,
      }),
    });
    setup();
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByRole('heading', { name: '#1001' })).toBeInTheDocument();
    expect(within(row).getByText('March 4, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Fulfilled')).toBeInTheDocument();
    expect(within(row).getByText('$66.50')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View order #1001' })).toHaveAttribute('href', '/account/orders/summary/1001?key=key-1');
    expect(within(row).getByRole('button', { name: 'Reorder #1001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });

  it('keeps dates in en-US long format in French', async () => {
    const order = makeOrder(1, { processedAt: '2026-03-04T12:00:00Z', fulfillmentStatus: 'UNFULFILLED' });
    mockApi({ [ORDERS]: reply(200, { orders: [order], hasNextPage: false }) });
    setup('fr');
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByText('March 4, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Non expédiée')).toBeInTheDocument();
    expect(within(row).getByText(/^66,00\s\$$/)).toBeInTheDocument();
  });

  it('loads 20 more per page while the server reports a next page', async () => {
    const api = mockApi({
      [ORDERS]: twentyFiveOrders,
    });
    setup();
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(20));
    expect(screen.getAllByRole('heading')[0]).toHaveTextContent('#1025');
    fireEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(25));
    expect(callsTo(api, 'GET', '/api/account/orders').map(([url]) => url)).toEqual([
      '/api/account/orders?page=1',
      '/api/account/orders?page=2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    let reveal: (visible: boolean) => void = () => undefined;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reveal = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe() {}
      disconnect() {}
    };
    const api = mockApi({
      [ORDERS]: twentyFiveOrders,
    });
    setup();
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(20));
    act(() => reveal(false));
    expect(callsTo(api, 'GET', '/api/account/orders')).toHaveLength(1);
    act(() => reveal(true));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(25));
    act(() => reveal(true));
    expect(callsTo(api, 'GET', '/api/account/orders')).toHaveLength(2);
  });

  it('says so when there is no order yet', async () => {
    mockApi({ [ORDERS]: reply(200, { orders: [], hasNextPage: false }) });
    setup();
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });

  it('says so in French too', async () => {
    mockApi({ [ORDERS]: reply(200, { orders: [], hasNextPage: false }) });
    setup('fr');
    expect(await screen.findByText("Vous n'avez encore passé aucune commande.")).toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    mockApi({ [ORDERS]: [reply(502, { error: 'upstream' }), reply(200, { orders: orders(2), hasNextPage: false })] });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
  });

  it('reorders: the lines join the cart and the customer goes to it', async () => {
    const lines = [
      pricedLine({ lineItemId: 'r1', quantity: 100 }),
      pricedLine({ lineItemId: 'r2', quantity: 50, title: 'Sheet Labels', properties: { Size: '3" x 3"' } }),
    ];
    const api = mockApi({
      [ORDERS]: reply(200, { orders: [makeOrder(1, { name: '#1001' })], hasNextPage: false }),
      'POST /api/account/reorder': reply(200, { lines }),
    });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder #1001' }));
    await waitFor(() => expect(mockGoTo).toHaveBeenCalledWith('/cart'));
    expect(bodyOf(callsTo(api, 'POST', '/api/account/reorder')[0]![1])).toEqual({ id: '1001', key: 'key-1' });
    expect(useCartStore.getState().lines.map((l) => l.lineItemId)).toEqual(['r1', 'r2']);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('"r2"');
  });

  it.each([
    ['the order cannot be reordered', reply(422, { error: 'unavailable' })],
    ['the order is gone', reply(404, { error: 'not_found' })],
    ['the server is down', new TypeError('Failed to fetch')],
    ['no line came back', reply(200, { lines: [] })],
  ])("says Couldn't complete reorder when %s", async (_case, answer) => {
    mockApi({
      [ORDERS]: reply(200, { orders: [makeOrder(1, { name: '#1001' })], hasNextPage: false }),
      'POST /api/account/reorder': answer,
    });
    setup();
    const button = await screen.findByRole('button', { name: 'Reorder #1001' });
    fireEvent.click(button);
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith("Couldn't complete reorder", 'error'));
    expect(mockGoTo).not.toHaveBeenCalled();
    expect(useCartStore.getState().lines).toEqual([]);
    expect(button).toBeEnabled();
  });

  it('sends a refused session to login', async () => {
    mockApi({ [ORDERS]: reply(401, { error: 'unauthenticated' }) });
    setup();
    await waitFor(() => expect(mockGoTo).toHaveBeenCalledWith('/login?redirectUrl=%2Faccount%2Forders%2Fsummary'));
  });
});
