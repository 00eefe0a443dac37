import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { DEFAULT_ORDER_OPTIONS } from '@/lib/domain/cart/order-options';
import { pricedLine } from '@/lib/domain/cart/test-fixtures';
import { useCartStore } from '@/lib/edge/state/cart-store';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { SESSION_STORAGE_KEY, SIGNED_OUT } from '@/lib/edge/state/session-view';
import { CartView } from './CartView';

const mockNotify = jest.fn();
jest.mock('@/components/ui/toast', () => ({ notify: (...args: unknown[]) => mockNotify(...args) }));

let fetchMock: jest.Mock;

const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as unknown as Response;

const user = (tags: string[]) => ({ id: 'gid://shopify/Customer/7001', displayName: 'Dana Demo', firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', tags });
const customer = (tags: string[]) => ({ ...user(tags), defaultAddressId: null, addresses: [] });

function signIn(tags: string[]) {
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  // Through the store (which persists to localStorage, where the header's view reads it), as a login does.
  act(() => useSessionStore.getState().signIn(expiresAt, user(tags)));
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('Dana Demo');
}

beforeEach(() => {
  localStorage.clear();
  act(() => {
    useSessionStore.setState({ ...SIGNED_OUT });
    useCartStore.setState({ lines: [pricedLine({ lineItemId: 'a' })], orderOptions: DEFAULT_ORDER_OPTIONS });
  });
  mockNotify.mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe('cart tax exemption', () => {
  it('shows a visitor the login and register links', async () => {
    renderWithIntl(<CartView locale="en" currency="USD" factor={1} siteId="us" handlePrefix="" />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('sends a signed-in customer who is not eligible to /account', async () => {
    signIn(['end_user_of']);
    fetchMock.mockResolvedValue(answer(200, { customer: customer(['end_user_of']) }));
    renderWithIntl(<CartView locale="en" currency="USD" factor={1} siteId="us" handlePrefix="" />);
    expect(await screen.findByRole('link', { name: 'Request tax exemption in My Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('tells a customer whose tax form is under review so, with no switch and no link to send another', async () => {
    signIn(['end_user_of', 'tax_exempt_pending']);
    fetchMock.mockResolvedValue(answer(200, { customer: customer(['end_user_of', 'tax_exempt_pending']) }));
    renderWithIntl(<CartView locale="en" currency="USD" factor={1} siteId="us" handlePrefix="" />);
    expect(await screen.findByText(/Your tax exemption request is under review/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request tax exemption in My Account' })).not.toBeInTheDocument();
  });

  it('lets an eligible customer switch exemption on, saying so while the tagging service works', async () => {
    signIn(['end_user_of', 'tax_exempt_eligible']);
    let finish: (r: Response) => void = () => {};
    fetchMock.mockImplementation((url: string) =>
      url === '/api/account/customer'
        ? Promise.resolve(answer(200, { customer: customer(['end_user_of', 'tax_exempt_eligible']) }))
        : new Promise<Response>((resolve) => (finish = resolve)),
    );
    renderWithIntl(<CartView locale="en" currency="USD" factor={1} siteId={null} handlePrefix="" />);
    const toggle = await screen.findByRole('switch', { name: 'This order is tax exempt' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Updating tax exempt status...')).toHaveAttribute('role', 'status');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/tagging/update-customer-tax-exempt')!;
    expect(JSON.parse(init.body)).toEqual({ taxExempt: true });
    await act(async () => finish(answer(200, { taxExempt: true, tags: ['end_user_of', 'tax_exempt_eligible', 'tax_exempt=true'] })));
    await waitFor(() => expect(screen.queryByText('Updating tax exempt status...')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    expect(useSessionStore.getState().user?.tags).toContain('tax_exempt=true');
  });

  it('puts the switch back when the update fails', async () => {
    signIn(['end_user_of', 'tax_exempt_eligible']);
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(url === '/api/account/customer' ? answer(200, { customer: customer(['end_user_of', 'tax_exempt_eligible']) }) : answer(502, { error: 'upstream' })),
    );
    renderWithIntl(<CartView locale="en" currency="USD" factor={1} siteId="us" handlePrefix="" />);
    const toggle = await screen.findByRole('switch');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(mockNotify).toHaveBeenCalledWith('Your tax exempt status could not be updated. Please try again.', 'error');
  });

  it('offers nothing on the Canada and French sites, even to eligible customers', async () => {
    signIn(['end_user_of', 'tax_exempt_eligible']);
    fetchMock.mockResolvedValue(answer(200, { customer: customer(['end_user_of', 'tax_exempt_eligible']) }));
    for (const siteId of ['ca', 'fr'] as const) {
      const { unmount } = renderWithIntl(<CartView locale="en" currency="USD" factor={1} siteId={siteId} handlePrefix="" />);
      await screen.findByTestId('cart-subtotal');
      expect(screen.queryByRole('heading', { name: 'Tax exemption' })).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('customer number', () => {
  it('appears only where configured and is kept with the cart', async () => {
    const { unmount } = renderWithIntl(<CartView locale="en" currency="USD" factor={1} siteId="us" handlePrefix="" />);
    await screen.findByTestId('cart-subtotal');
    expect(screen.queryByLabelText('Customer number')).not.toBeInTheDocument();
    unmount();
    renderWithIntl(<CartView locale="en" currency="USD" factor={1} siteId={null} handlePrefix="" showCustomerNumber />);
    fireEvent.change(await screen.findByLabelText('Customer number'), { target: { value: 'C-42' } });
    expect(useCartStore.getState().orderOptions.customerNumber).toBe('C-42');
  });
});
