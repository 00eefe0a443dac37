import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider, renderWithIntl } from '@/components/testing/renderWithIntl';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { AccountOverview, type AccountOverviewProps } from './AccountOverview';
import { makeAddress, makeCustomer, mockApi, reply } from './testing';

const mockNotify = jest.fn();
jest.mock('@/components/ui/toast', () => ({ notify: (...args: unknown[]) => mockNotify(...args) }));
const mockGoTo = jest.fn();
jest.mock('@/components/ui/navigate', () => ({ goTo: (url: string) => mockGoTo(url), currentPath: () => '/account' }));
jest.mock('@/components/recaptcha/useRecaptcha', () => ({ useRecaptcha: () => async () => 'token' }));

function setup(lang: 'en' | 'fr' = 'en', props: Partial<AccountOverviewProps> = {}) {
  return renderWithIntl(<AccountOverview showTaxBox {...props} />, { locale: lang });
}

beforeEach(() => {
  localStorage.clear();
  mockNotify.mockReset();
  mockGoTo.mockReset();
  act(() => useSessionStore.setState({ loggedIn: true, expiresAt: '2099-01-01T00:00:00Z', user: null }));
});

describe('AccountOverview', () => {
  it('renders a skeleton on the server: nothing personal in the cached page', () => {
    const html = renderToString(
      <IntlProvider>
        <AccountOverview showTaxBox />
      </IntlProvider>,
    );
    expect(html).toContain('data-testid="account-skeleton"');
    expect(html).toContain('Loading your account…');
  });

  it('loads the customer and shows contact information, the address book and the tax status', async () => {
    mockApi({ 'GET /api/account/customer': reply(200, { customer: makeCustomer() }) });
    setup();
    expect(await screen.findByText('demo@example.com')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByText('Dana Demo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit contact information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-expanded', 'false');

    const [first, second] = screen.getAllByTestId('address-card');
    expect(within(first!).getByRole('heading', { name: 'Default Shipping Address' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Dana Demo');
    expect(first).toHaveTextContent('1 Main St');
    expect(first).toHaveTextContent('Suite 4');
    expect(first).toHaveTextContent('Birmingham, Alabama, 35203');
    expect(first).toHaveTextContent('United States');
    expect(within(first!).queryByRole('button', { name: /Set as Default/ })).not.toBeInTheDocument();
    expect(within(second!).getByRole('heading', { name: 'Shipping Address 2' })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Set as Default (Shipping Address 2)' })).toHaveTextContent('Set as Default');
    expect(within(second!).getByRole('button', { name: 'Edit Shipping Address 2' })).toHaveTextContent('Edit');
    expect(within(second!).getByRole('button', { name: 'Delete Shipping Address 2' })).toHaveTextContent('Delete');

    expect(screen.getByRole('heading', { name: 'Tax Exempt Status' })).toBeInTheDocument();
    expect(screen.getByTestId('tax-status')).toHaveTextContent('non-exempt');
    expect(screen.getByRole('button', { name: 'Fill out tax form' })).toBeInTheDocument();
  });

  it('keeps the session store user in step with the details', async () => {
    mockApi({ 'GET /api/account/customer': reply(200, { customer: makeCustomer() }) });
    setup();
    await screen.findByText('demo@example.com');
    expect(useSessionStore.getState().user).toMatchObject({ displayName: 'Dana Demo', email: 'demo@example.com' });
    expect(useSessionStore.getState().expiresAt).toBe('2099-01-01T00:00:00Z');
  });

  it('numbers the addresses after the default one: 2, 3 …', async () => {
    const addresses = [1, 2, 3].map((n) => makeAddress({ id: `a${n}`, address1: `${n} Main St` }));
    mockApi({ 'GET /api/account/customer': reply(200, { customer: makeCustomer({ addresses, defaultAddressId: 'a2' }) }) });
    setup();
    await screen.findByText('demo@example.com');
    const titles = screen.getAllByTestId('address-card').map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(['Default Shipping Address', 'Shipping Address 2', 'Shipping Address 3']);
    expect(screen.getAllByTestId('address-card')[0]).toHaveTextContent('2 Main St');
  });

  it('says so when there is no address', async () => {
    mockApi({ 'GET /api/account/customer': reply(200, { customer: makeCustomer({ addresses: [], defaultAddressId: null }) }) });
    setup();
    expect(await screen.findByText('No addresses found')).toBeInTheDocument();
    expect(screen.queryByTestId('address-card')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Address' })).toBeInTheDocument();
  });

  it('shows the exempt status from the tax_exempt=true tag', async () => {
    mockApi({ 'GET /api/account/customer': reply(200, { customer: makeCustomer({ tags: ['tax_exempt=true'] }) }) });
    setup();
    expect(await screen.findByTestId('tax-status')).toHaveTextContent(/^exempt$/);
  });

  it.each([
    ['en', 'Your tax exemption request is under review.'],
    ['fr', "Votre demande d'exonération de taxes est en cours d'examen."],
  ] as const)('says a tax form waiting for review is under review (%s)', async (lang, text) => {
    mockApi({ 'GET /api/account/customer': reply(200, { customer: makeCustomer({ tags: ['end_user_of', 'tax_exempt_pending'] }) }) });
    setup(lang);
    expect(await screen.findByTestId('tax-review')).toHaveTextContent(text);
  });

  it('says nothing of a review once the customer is eligible, or before any form', async () => {
    mockApi({ 'GET /api/account/customer': reply(200, { customer: makeCustomer({ tags: ['end_user_of', 'tax_exempt_eligible'] }) }) });
    setup();
    await screen.findByTestId('tax-status');
    expect(screen.queryByTestId('tax-review')).not.toBeInTheDocument();
  });

  it('leaves the tax box out where the page says so', async () => {
    mockApi({ 'GET /api/account/customer': reply(200, { customer: makeCustomer() }) });
    setup('en', { showTaxBox: false });
    await screen.findByText('demo@example.com');
    expect(screen.queryByRole('heading', { name: 'Tax Exempt Status' })).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    mockApi({ 'GET /api/account/customer': reply(200, { customer: makeCustomer({ addresses: [], defaultAddressId: null }) }) });
    setup('fr');
    expect(await screen.findByText('Aucune adresse trouvée')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coordonnées' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the details cannot load', async () => {
    mockApi({ 'GET /api/account/customer': [reply(502, { error: 'upstream' }), reply(200, { customer: makeCustomer() })] });
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your account details.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('demo@example.com')).toBeInTheDocument();
  });

  it('signs out locally and goes to login when the session is refused', async () => {
    mockApi({ 'GET /api/account/customer': reply(401, { error: 'unauthenticated' }) });
    setup();
    await waitFor(() => expect(mockGoTo).toHaveBeenCalledWith('/login?redirectUrl=%2Faccount'));
    expect(useSessionStore.getState().loggedIn).toBe(false);
  });
});
