import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { AccountOverview } from './AccountOverview';
import { bodyOf, callsTo, makeAddress, makeCustomer, mockApi, reply } from './testing';

const mockNotify = jest.fn();
jest.mock('@/components/ui/toast', () => ({ notify: (...args: unknown[]) => mockNotify(...args) }));
const mockGoTo = jest.fn();
jest.mock('@/components/ui/navigate', () => ({ goTo: (url: string) => mockGoTo(url), currentPath: () => '/account' }));
const mockGetToken = jest.fn<Promise<string | null>, [string]>();
jest.mock('@/components/recaptcha/useRecaptcha', () => ({ useRecaptcha: () => mockGetToken }));

const customer = makeCustomer();
const CUSTOMER = 'GET /api/account/customer';

async function setup(lang: 'en' | 'fr' = 'en') {
  renderWithIntl(<AccountOverview showTaxBox={false} />, { locale: lang });
  await screen.findByText('demo@example.com');
}

const dialog = () => screen.getByRole('dialog');
const field = (name: string | RegExp) => within(dialog()).getByLabelText(name);
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: /Save Address|Enregistrer/ }));

/** Types the mandatory fields; a null in `patch` leaves that field alone. */
function fillNewAddress(patch: Record<string, string | null> = {}) {
  const values: Record<string, string | null> = {
    'First Name': 'Dana',
    'Last Name': 'Demo',
    Phone: '212-555-0100',
    'Address Line 1': '350 5th Ave',
    City: 'New York',
    'Zip Code': '10001',
    ...patch,
  };
  for (const [label, value] of Object.entries(values)) if (value !== null) type(new RegExp(`^${label}`), value);
}

beforeEach(() => {
  localStorage.clear();
  mockNotify.mockReset();
  mockGoTo.mockReset();
  mockGetToken.mockReset().mockResolvedValue('recaptcha-token');
  act(() => useSessionStore.setState({ loggedIn: true, expiresAt: '2099-01-01T00:00:00Z', user: null }));
});

describe('Add New Address', () => {
  async function openAdd() {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    return dialog();
  }

  it('opens an 800 px modal with the fields, the United States and its first state', async () => {
    mockApi({ [CUSTOMER]: reply(200, { customer }) });
    const modal = await openAdd();
    expect(modal).toHaveAccessibleName('Add New Address');
    expect(modal.className).toMatch(/wide/);
    for (const label of ['First Name', 'Last Name', 'Company', 'Phone', 'Address Line 1', 'Address Line 2', 'City', 'Country', 'State', 'Zip Code']) {
      expect(within(modal).getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(field(/^Country/)).toHaveValue('United States');
    expect(field(/^State/)).toHaveValue('Alabama');
    expect(within(field(/^Country/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['United States', 'Canada']);
    expect(field(/^First Name/)).toHaveFocus();
  });

  it('asks for every mandatory field', async () => {
    const api = mockApi({ [CUSTOMER]: reply(200, { customer }) });
    await openAdd();
    fillNewAddress({ City: ' ' });
    save();
    expect(await within(dialog()).findByText('Please fill all mandatory fields.')).toBeInTheDocument();
    expect(field(/^City/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', '/api/account/addresses')).toHaveLength(0);
    expect(mockGetToken).not.toHaveBeenCalled();
  });

  it('leaves company and address line 2 optional', async () => {
    mockApi({
      [CUSTOMER]: reply(200, { customer }),
      'GET /api/postal': reply(200, { city: 'New York', state: 'NY' }),
      'POST /api/account/addresses': reply(200, { address: makeAddress({ id: 'new' }) }),
    });
    await openAdd();
    fillNewAddress();
    fireEvent.change(field(/^State/), { target: { value: 'New York' } });
    save();
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('Address added Successfully'));
  });

  it('needs the recaptcha', async () => {
    mockGetToken.mockResolvedValue(null);
    const api = mockApi({ [CUSTOMER]: reply(200, { customer }) });
    await openAdd();
    fillNewAddress();
    save();
    expect(await within(dialog()).findByText('Please verify recaptcha')).toBeInTheDocument();
    expect(mockGetToken).toHaveBeenCalledWith('address');
    expect(callsTo(api, 'GET', '/api/postal')).toHaveLength(0);
    expect(callsTo(api, 'POST', '/api/account/addresses')).toHaveLength(0);
  });

  it('refuses a zip of another state than the one chosen', async () => {
    const api = mockApi({ [CUSTOMER]: reply(200, { customer }), 'GET /api/postal': reply(200, { city: 'New York', state: 'NY' }) });
    await openAdd();
    fillNewAddress({ 'Zip Code': '10001-1234' });
    save();
    expect(await within(dialog()).findByText('Please provide a valid Zip and State')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/postal')[0]?.[0]).toBe('/api/postal?zip=10001');
    expect(callsTo(api, 'POST', '/api/account/addresses')).toHaveLength(0);
  });

  it('refuses a zip the postal service does not know', async () => {
    mockApi({ [CUSTOMER]: reply(200, { customer }), 'GET /api/postal': reply(404, { error: 'not_found' }) });
    await openAdd();
    fillNewAddress({ 'Zip Code': '00000' });
    save();
    expect(await within(dialog()).findByText('Please provide a valid Zip and State')).toBeInTheDocument();
  });

  it.each([
    ['a 502', reply(502, { error: 'lookup_failed' })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('asks to try again when the lookup fails (%s)', async (_case, answer) => {
    const api = mockApi({ [CUSTOMER]: reply(200, { customer }), 'GET /api/postal': answer });
    await openAdd();
    fillNewAddress();
    save();
    expect(await within(dialog()).findByText('Error while validating your address, please try again.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/account/addresses')).toHaveLength(0);
  });

  it('resets the province when the country changes, and skips the lookup for Canada', async () => {
    const api = mockApi({
      [CUSTOMER]: [reply(200, { customer }), reply(200, { customer: makeCustomer({ displayName: 'Reloaded' }) })],
      'POST /api/account/addresses': reply(200, { address: makeAddress({ id: 'new' }) }),
    });
    await openAdd();
    fireEvent.change(field(/^State/), { target: { value: 'Texas' } });
    fireEvent.change(field(/^Country/), { target: { value: 'Canada' } });
    expect(field(/^Province/)).toHaveValue('Alberta');
    expect(within(dialog()).getByLabelText(/^Postal Code/)).toBeInTheDocument();
    fillNewAddress({ City: 'Toronto', 'Zip Code': null });
    type(/^Postal Code/, 'M5V 2T6');
    fireEvent.change(field(/^Province/), { target: { value: 'Ontario' } });
    save();
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('Address added Successfully'));
    expect(callsTo(api, 'GET', '/api/postal')).toHaveLength(0);
    const [, init] = callsTo(api, 'POST', '/api/account/addresses')[0]!;
    expect(bodyOf(init)).toEqual({
      address: {
        firstName: 'Dana',
        lastName: 'Demo',
        company: '',
        phone: '212-555-0100',
        address1: '350 5th Ave',
        address2: '',
        city: 'Toronto',
        country: 'Canada',
        province: 'Ontario',
        zip: 'M5V 2T6',
      },
      recaptchaToken: 'recaptcha-token',
    });
  });

  it('adds the address: toast, modal closed, details reloaded', async () => {
    const api = mockApi({
      [CUSTOMER]: [reply(200, { customer }), reply(200, { customer: makeCustomer({ displayName: 'Dana Reloaded' }) })],
      'GET /api/postal': reply(200, { city: 'New York', state: 'NY' }),
      'POST /api/account/addresses': reply(200, { address: makeAddress({ id: 'new' }) }),
    });
    await openAdd();
    fillNewAddress();
    fireEvent.change(field(/^State/), { target: { value: 'New York' } });
    save();
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('Address added Successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Dana Reloaded')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/account/customer')).toHaveLength(2);
  });

  it('shows the first user error the server returns', async () => {
    mockApi({
      [CUSTOMER]: reply(200, { customer }),
      'GET /api/postal': reply(200, { city: 'Birmingham', state: 'AL' }),
      'POST /api/account/addresses': reply(422, { error: 'user_errors', messages: ['Zip is invalid for Alabama', 'Other'] }),
    });
    await openAdd();
    fillNewAddress();
    save();
    expect(await within(dialog()).findByText('Zip is invalid for Alabama')).toBeInTheDocument();
  });

  it('says the create failed otherwise (with its trailing period)', async () => {
    mockApi({
      [CUSTOMER]: reply(200, { customer }),
      'GET /api/postal': reply(200, { city: 'Birmingham', state: 'AL' }),
      'POST /api/account/addresses': reply(502, { error: 'upstream' }),
    });
    await openAdd();
    fillNewAddress();
    save();
    expect(await within(dialog()).findByText('There was a problem in updating your address.')).toBeInTheDocument();
    expect(mockNotify).not.toHaveBeenCalled();
  });

  it('shows the save in progress', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockApi({
      [CUSTOMER]: reply(200, { customer }),
      'GET /api/postal': reply(200, { city: 'Birmingham', state: 'AL' }),
      'POST /api/account/addresses': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openAdd();
    fillNewAddress();
    save();
    expect(await within(dialog()).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await act(async () => answer(reply(200, { address: makeAddress() })));
  });

  it('closes on Escape', async () => {
    mockApi({ [CUSTOMER]: reply(200, { customer }) });
    await openAdd();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    mockGetToken.mockResolvedValue(null);
    mockApi({ [CUSTOMER]: reply(200, { customer }) });
    await setup('fr');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    save();
    expect(await within(dialog()).findByText('Veuillez remplir tous les champs obligatoires.')).toBeInTheDocument();
  });
});

describe('Update address', () => {
  it('starts from the address and saves it with PUT', async () => {
    const api = mockApi({
      [CUSTOMER]: reply(200, { customer }),
      'GET /api/postal': reply(200, { city: 'Alpharetta', state: 'GA' }),
      [`PUT /api/account/addresses/${encodeURIComponent('gid://shopify/MailingAddress/2')}`]: reply(200, { address: makeAddress() }),
    });
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Shipping Address 2' }));
    expect(dialog()).toHaveAccessibleName('Update address');
    expect(field(/^Address Line 1/)).toHaveValue('9 Peachtree Rd');
    expect(field(/^State/)).toHaveValue('Georgia');
    save();
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('Address updated Successfully'));
    const [url, init] = callsTo(api, 'PUT', `/api/account/addresses/${encodeURIComponent('gid://shopify/MailingAddress/2')}`)[0]!;
    expect(url).toBe('/api/account/addresses/gid%3A%2F%2Fshopify%2FMailingAddress%2F2');
    expect(bodyOf(init)).toMatchObject({ address: { address1: '9 Peachtree Rd', province: 'Georgia' }, recaptchaToken: 'recaptcha-token' });
  });

  it('says the update failed (without a trailing period)', async () => {
    mockApi({
      [CUSTOMER]: reply(200, { customer }),
      'GET /api/postal': reply(200, { city: 'Birmingham', state: 'AL' }),
      [`PUT /api/account/addresses/${encodeURIComponent(customer.defaultAddressId!)}`]: reply(502, { error: 'upstream' }),
    });
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Default Shipping Address' }));
    save();
    expect(await within(dialog()).findByText('There was a problem in updating your address')).toBeInTheDocument();
  });
});

describe('Delete and Set as Default', () => {
  const second = encodeURIComponent('gid://shopify/MailingAddress/2');

  it('deletes after confirming, then reloads', async () => {
    const api = mockApi({
      [CUSTOMER]: [reply(200, { customer }), reply(200, { customer: makeCustomer({ addresses: [makeAddress()] }) })],
      [`DELETE /api/account/addresses/${second}`]: reply(200, { ok: true }),
    });
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Shipping Address 2' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('Address deleted'));
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(1));
    expect(callsTo(api, 'DELETE', `/api/account/addresses/${second}`)).toHaveLength(1);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = mockApi({ [CUSTOMER]: reply(200, { customer }) });
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Shipping Address 2' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `/api/account/addresses/${second}`)).toHaveLength(0);
  });

  it('says An Error Occurred when the delete fails', async () => {
    mockApi({ [CUSTOMER]: reply(200, { customer }), [`DELETE /api/account/addresses/${second}`]: reply(502, { error: 'upstream' }) });
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Shipping Address 2' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('An Error Occurred', 'error'));
  });

  it('sets the default address, then reloads', async () => {
    const swapped = makeCustomer({ defaultAddressId: 'gid://shopify/MailingAddress/2' });
    const api = mockApi({
      [CUSTOMER]: [reply(200, { customer }), reply(200, { customer: swapped })],
      [`POST /api/account/addresses/${second}/default`]: reply(200, { ok: true }),
    });
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Set as Default (Shipping Address 2)' }));
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('Default Address Updated'));
    await waitFor(() => expect(screen.getAllByTestId('address-card')[0]).toHaveTextContent('9 Peachtree Rd'));
    expect(callsTo(api, 'POST', `/api/account/addresses/${second}/default`)).toHaveLength(1);
  });
});
