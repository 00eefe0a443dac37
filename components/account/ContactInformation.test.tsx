import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { AccountOverview } from './AccountOverview';
import { bodyOf, callsTo, makeCustomer, messages, mockApi, reply } from './testing';

const mockNotify = jest.fn();
jest.mock('@/components/ui/toast', () => ({ notify: (...args: unknown[]) => mockNotify(...args) }));
const mockGoTo = jest.fn();
jest.mock('@/components/ui/navigate', () => ({ goTo: (url: string) => mockGoTo(url), currentPath: () => '/account' }));
const mockGetToken = jest.fn<Promise<string | null>, [string]>();
jest.mock('@/components/recaptcha/useRecaptcha', () => ({ useRecaptcha: () => mockGetToken }));

const CUSTOMER = 'GET /api/account/customer';

async function setup(lang: 'en' | 'fr' = 'en') {
  renderWithIntl(<AccountOverview showTaxBox={false} />, { locale: lang });
  await screen.findByText('demo@example.com');
}

beforeEach(() => {
  localStorage.clear();
  mockNotify.mockReset();
  mockGoTo.mockReset();
  mockGetToken.mockReset().mockResolvedValue('recaptcha-token');
  act(() => useSessionStore.setState({ loggedIn: true, expiresAt: '2099-01-01T00:00:00Z', user: null }));
});

describe('Edit Contact Information', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Edit Contact Information' });
  const type = (label: RegExp, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

  async function open(routes: Parameters<typeof mockApi>[0] = {}) {
    const api = mockApi({ [CUSTOMER]: reply(200, { customer: makeCustomer() }), ...routes });
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit contact information' }));
    return api;
  }

  it('opens with the current details, the email as an email field', async () => {
    await open();
    expect(within(dialog()).getByLabelText(/^First Name/)).toHaveValue('Dana');
    expect(within(dialog()).getByLabelText(/^Last Name/)).toHaveValue('Demo');
    expect(within(dialog()).getByLabelText(/^Email/)).toHaveValue('demo@example.com');
    expect(within(dialog()).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it.each([/^First Name/, /^Last Name/, /^Email/])('requires %s', async (label) => {
    const api = await open();
    type(label, '  ');
    save();
    expect(await within(dialog()).findByText('Please fill all mandatory fields.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/account/contact')).toHaveLength(0);
  });

  it('wants a real email', async () => {
    await open();
    type(/^Email/, 'demo@');
    save();
    expect(await within(dialog()).findByText('Email is invalid')).toBeInTheDocument();
  });

  it('needs the recaptcha', async () => {
    mockGetToken.mockResolvedValue(null);
    const api = await open();
    save();
    expect(await within(dialog()).findByText('Please verify recaptcha')).toBeInTheDocument();
    expect(mockGetToken).toHaveBeenCalledWith('contact_information');
    expect(callsTo(api, 'POST', '/api/account/contact')).toHaveLength(0);
  });

  it('saves: toast, modal closed, details reloaded', async () => {
    const updated = makeCustomer({ firstName: 'Dani', displayName: 'Dani Demo' });
    const api = mockApi({
      [CUSTOMER]: [reply(200, { customer: makeCustomer() }), reply(200, { customer: updated })],
      'POST /api/account/contact': reply(200, { customer: updated }),
    });
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit contact information' }));
    type(/^First Name/, ' Dani ');
    save();
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('Contact information updated correctly!'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Dani Demo')).toBeInTheDocument();
    expect(bodyOf(callsTo(api, 'POST', '/api/account/contact')[0]![1])).toEqual({
      firstName: 'Dani',
      lastName: 'Demo',
      email: 'demo@example.com',
      recaptchaToken: 'recaptcha-token',
    });
    expect(useSessionStore.getState().user?.displayName).toBe('Dani Demo');
  });

  it('shows the first user error of the server', async () => {
    await open({ 'POST /api/account/contact': reply(422, { error: 'user_errors', messages: ['Email has already been taken'] }) });
    save();
    expect(await within(dialog()).findByText('Email has already been taken')).toBeInTheDocument();
  });

  it('says when there were too many attempts (429 rate_limited), and stays open', async () => {
    await open({ 'POST /api/account/contact': reply(429, { error: 'rate_limited', message: 'Too many attempts. Please wait 10 minutes and try again.', retryAfter: 600 }) });
    save();
    expect(await within(dialog()).findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(mockNotify).not.toHaveBeenCalled();
  });
});

describe('Change Password', () => {
  const form = () => screen.getByRole('form', { name: 'Change Password' });
  const type = (label: RegExp, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(within(form()).getByRole('button', { name: 'Save Password' }));

  async function expand(routes: Parameters<typeof mockApi>[0] = {}, lang: 'en' | 'fr' = 'en') {
    const api = mockApi({ [CUSTOMER]: reply(200, { customer: makeCustomer() }), ...routes });
    await setup(lang);
    fireEvent.click(screen.getByRole('button', { name: messages[lang].account.contact.changePassword }));
    return api;
  }

  it('expands two password fields inline', async () => {
    await expand();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(form()).getByLabelText(/^New Password/)).toHaveAttribute('type', 'password');
    expect(within(form()).getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'password');
  });

  it.each([
    ['', '', 'Enter a new password'],
    ['New-pass-1', '', 'Enter password again'],
    ['New-pass-1', 'New-pass-2', 'Password and Confirm Password Do not match'],
  ])('%j / %j → %s', async (password, confirm, message) => {
    const api = await expand();
    type(/^New Password/, password);
    type(/^Confirm Password/, confirm);
    save();
    expect(await within(form()).findByText(message)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/account/password')).toHaveLength(0);
  });

  it('has the messages in French', async () => {
    await expand({}, 'fr');
    const french = screen.getByRole('form', { name: 'Changer le mot de passe' });
    fireEvent.click(within(french).getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Saisissez un nouveau mot de passe')).toBeInTheDocument();
  });

  it('changes it: collapses, clears, toasts and takes the new session expiry', async () => {
    const api = await expand({ 'POST /api/account/password': reply(200, { expiresAt: '2099-06-01T00:00:00Z' }) });
    type(/^New Password/, 'New-pass-1');
    type(/^Confirm Password/, 'New-pass-1');
    save();
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('Password Changed Successfully'));
    expect(screen.queryByRole('form', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(bodyOf(callsTo(api, 'POST', '/api/account/password')[0]![1])).toEqual({ password: 'New-pass-1', confirmPassword: 'New-pass-1' });
    expect(useSessionStore.getState()).toMatchObject({ loggedIn: true, expiresAt: '2099-06-01T00:00:00Z' });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(within(form()).getByLabelText(/^New Password/)).toHaveValue('');
  });

  it('Cancel clears and collapses', async () => {
    await expand();
    type(/^New Password/, 'half-typed');
    fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Change Password' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(within(form()).getByLabelText(/^New Password/)).toHaveValue('');
  });

  it('says when there were too many attempts, in French on the French site', async () => {
    await expand({ 'POST /api/account/password': reply(429, { error: 'rate_limited', message: 'Too many attempts. Please wait 10 minutes and try again.', retryAfter: 600 }) }, 'fr');
    const french = screen.getByRole('form', { name: 'Changer le mot de passe' });
    fireEvent.change(within(french).getByLabelText(/^Nouveau mot de passe/), { target: { value: 'New-pass-1' } });
    fireEvent.change(within(french).getByLabelText(/^Confirmer le mot de passe/), { target: { value: 'New-pass-1' } });
    fireEvent.click(within(french).getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await within(french).findByText('Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.')).toBeInTheDocument();
  });

  it('shows the server refusal and stays open', async () => {
    const tooShort = 'Password is too short (minimum is 5 characters)';
    await expand({ 'POST /api/account/password': reply(422, { error: 'user_errors', messages: [tooShort] }) });
    type(/^New Password/, 'abc');
    type(/^Confirm Password/, 'abc');
    save();
    expect(await within(form()).findByText(tooShort)).toBeInTheDocument();
    expect(mockNotify).not.toHaveBeenCalled();
  });
});

describe('with platform sign-in (the email is the sign-in, no password)', () => {
  it('shows the email read-only with why, sends the names, and offers no password change', async () => {
    const api = mockApi({
      [CUSTOMER]: reply(200, { customer: makeCustomer(), expiresAt: '2099-01-01T00:00:00Z', can: { changeEmail: false, changePassword: false } }),
      'POST /api/account/contact': reply(200, { customer: makeCustomer({ firstName: 'Dana', lastName: 'Platform' }) }),
    });
    renderWithIntl(<AccountOverview showTaxBox={false} />, { locale: 'en' });
    await screen.findByText('demo@example.com');
    expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit contact information' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Contact Information' });
    const email = within(dialog).getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email).toHaveAccessibleDescription('This is the email you sign in with. It can’t be changed here.');
    fireEvent.change(within(dialog).getByLabelText(/^Last Name/), { target: { value: 'Platform' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('Contact information updated correctly!'));
    expect(bodyOf(callsTo(api, 'POST', '/api/account/contact')[0]![1])).toMatchObject({ lastName: 'Platform', email: 'demo@example.com' });
  });
});
