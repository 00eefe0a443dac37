import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { LoginForm } from './LoginForm';
import { goTo, replaceWith } from '@/components/ui/navigate';
import { answer, visit, type Answer } from './test-helpers';

jest.mock('@/components/ui/navigate', () => ({ goTo: jest.fn(), replaceWith: jest.fn() }));

const customer = {
  id: 'gid://shopify/Customer/1',
  displayName: 'Dana Demo',
  firstName: 'Dana',
  lastName: 'Demo',
  email: 'demo@example.com',
  tags: [],
  defaultAddressId: null,
  addresses: [],
};
const expiresAt = () => new Date(Date.now() + 3_600_000).toISOString();

let routes: Record<string, Answer | (() => Promise<Answer>)>;
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const route = routes[String(input)];
  if (!route) throw new TypeError('Failed to fetch');
  return answer(typeof route === 'function' ? await route() : route);
});

async function renderLogin(locale: 'en' | 'fr' = 'en') {
  return renderWithIntl(<LoginForm />, { locale });
}

const email = () => screen.getByLabelText(/^(Email|E-mail)$/);
const password = () => screen.getByLabelText(/^(Password|Mot de passe)$/);
/** Submits and lets the form's (asynchronous) validation settle. */
const submit = () => act(async () => void fireEvent.submit(email().closest('form')!));

beforeEach(() => {
  routes = { '/api/analytics': { status: 202 } };
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  (goTo as jest.Mock).mockClear();
  (replaceWith as jest.Mock).mockClear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  useSessionStore.setState({ loggedIn: false, expiresAt: null, user: null });
  visit('/login');
});

describe('LoginForm', () => {
  it.each([
    ['', '', 'Please Enter an Email and Password', 'email'],
    ['', 'secret', 'Please Enter a Valid Email', 'email'],
    ['demo@example.com', '', 'Please Enter a Password', 'password'],
  ])('email %j, password %j → %s, focus on %s', async (emailValue, passwordValue, message, focused) => {
    await renderLogin();
    fireEvent.change(email(), { target: { value: emailValue } });
    fireEvent.change(password(), { target: { value: passwordValue } });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    const field = focused === 'email' ? email() : password();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', 'login-error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks both fields when both are empty', async () => {
    await renderLogin();
    await submit();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-describedby', 'login-error');
  });

  it('says it in French on the French site', async () => {
    await renderLogin('fr');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez saisir un e-mail et un mot de passe');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('disables the button while signing in, then shows Invalid Credentials on a 401', async () => {
    let release!: (a: Answer) => void;
    routes['/api/session/login'] = () => new Promise<Answer>((resolve) => (release = resolve));
    await renderLogin();
    fireEvent.change(email(), { target: { value: 'demo@example.com' } });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    await submit();
    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    await act(async () => release({ status: 401, body: { error: 'invalid_credentials', message: 'Invalid Credentials' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Credentials');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // The focus moves once the submission has settled (a loaded CI run once looked a moment early).
    await waitFor(() => expect(password()).toHaveFocus());
    expect(goTo).not.toHaveBeenCalled();
  });

  it('reports an unreachable store without blaming the credentials', async () => {
    routes['/api/session/login'] = { status: 502, body: { error: 'upstream' } };
    await renderLogin();
    fireEvent.change(email(), { target: { value: 'demo@example.com' } });
    fireEvent.change(password(), { target: { value: 'Demo-pass-1' } });
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
  });

  it.each([
    ['en', 'Too many attempts. Please wait a few minutes and try again.'],
    ['fr', 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.'],
  ] as const)('says there were too many attempts on a 429, not Invalid Credentials (%s)', async (locale, message) => {
    routes['/api/session/login'] = { status: 429, body: { error: 'rate_limited', message: 'Too many attempts. Please wait 15 minutes and try again.', retryAfter: 900 } };
    await renderLogin(locale);
    fireEvent.change(email(), { target: { value: 'demo@example.com' } });
    fireEvent.change(password(), { target: { value: 'guess-6' } });
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Invalid Credentials|Identifiants/);
    expect(goTo).not.toHaveBeenCalled();
  });

  async function signInWith() {
    routes['/api/session/login'] = { status: 200, body: { expiresAt: expiresAt(), customer } };
    await renderLogin();
    fireEvent.change(email(), { target: { value: ' demo@example.com ' } });
    fireEvent.change(password(), { target: { value: 'Demo-pass-1' } });
    await submit();
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    return (goTo as jest.Mock).mock.calls[0]![0] as string;
  }

  it('goes to redirectUrl after login, with the success toast for the next page', async () => {
    visit('/login?redirectUrl=%2Faccount%2Forders%2Fsummary%3Fpage%3D2', 'http://localhost/cart');
    expect(await signInWith()).toBe('/account/orders/summary?page=2');
    expect(JSON.parse(window.sessionStorage.getItem('pending-toast') ?? '{}')).toEqual({ message: 'Logged in successfully', kind: 'success' });
    expect(useSessionStore.getState().loggedIn).toBe(true);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/session/login') as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'demo@example.com', password: 'Demo-pass-1' });
  });

  it('ignores a redirectUrl to another site and goes to the previous location', async () => {
    visit('/login?redirectUrl=%2F%2Felsewhere.example', 'http://localhost/products/roll-labels');
    expect(await signInWith()).toBe('/products/roll-labels');
  });

  it('goes home without redirectUrl and previous location', async () => {
    visit('/login', 'http://localhost/register');
    expect(await signInWith()).toBe('/');
  });

  describe('signing in to save artwork', () => {
    const pending = (names: string[]) => window.localStorage.setItem('pending_saved_project', JSON.stringify(names.map((project_name) => ({ project_name }))));
    const toast = () => JSON.parse(window.sessionStorage.getItem('pending-toast') ?? '{}') as unknown;

    it.each([
      ['en', 'Sign in to save your artwork to My Artwork. Your design is kept while you sign in or create an account.'],
      ['fr', 'Connectez-vous pour enregistrer votre design dans Mes créations. Il est conservé pendant que vous vous connectez ou créez un compte.'],
    ] as const)('says why above the fields (%s)', async (locale, text) => {
      visit('/login?redirectUrl=%2Fproducts%2Froll-labels&reason=save-artwork');
      await renderLogin(locale);
      expect(screen.getByTestId('login-reason')).toHaveTextContent(text);
    });

    it('says nothing more for an unknown reason, and carries a known one to registration', async () => {
      visit('/login?reason=%3Cscript%3E');
      await renderLogin();
      expect(screen.queryByTestId('login-reason')).toBeNull();
      visit('/login?redirectUrl=%2Fproducts%2Froll-labels&reason=save-artwork');
      await renderLogin();
      expect(screen.getAllByRole('link', { name: 'Create an account' }).at(-1)).toHaveAttribute('href', '/register?redirectUrl=%2Fproducts%2Froll-labels&reason=save-artwork');
    });

    it('lands in My Artwork once the project is saved, naming it', async () => {
      visit('/login?redirectUrl=%2Fproducts%2Froll-labels&reason=save-artwork');
      pending(['Spring labels']);
      routes['/api/tagging/create-metafield'] = { status: 200, body: { ok: true } };
      expect(await signInWith()).toBe('/account/artwork');
      expect(toast()).toEqual({ message: 'Logged in successfully. “Spring labels” is saved in My Artwork.', kind: 'success' });
    });

    it('goes back to the design and says so when the project could not be saved, keeping it (French)', async () => {
      visit('/login?redirectUrl=%2Fproducts%2Froll-labels&reason=save-artwork');
      pending(['Étiquettes']);
      routes['/api/tagging/create-metafield'] = { status: 502, body: { error: 'upstream' } };
      routes['/api/session/login'] = { status: 200, body: { expiresAt: expiresAt(), customer } };
      await renderLogin('fr');
      fireEvent.change(email(), { target: { value: 'demo@example.com' } });
      fireEvent.change(password(), { target: { value: 'Demo-pass-1' } });
      await submit();
      await waitFor(() => expect(goTo).toHaveBeenCalledWith('/products/roll-labels'));
      expect(toast()).toEqual({
        message: 'Connexion réussie, mais « Étiquettes » n’a pas pu être enregistré dans Mes créations pour le moment. Il est conservé sur cet appareil et sera enregistré à votre prochaine connexion.',
        kind: 'error',
      });
      expect(window.localStorage.getItem('pending_saved_project')).toContain('Étiquettes');
    });

    it('keeps redirectUrl for a saved project when the login gave no reason to save', async () => {
      visit('/login?redirectUrl=%2Fcart');
      pending(['Old project']);
      routes['/api/tagging/create-metafield'] = { status: 200, body: { ok: true } };
      expect(await signInWith()).toBe('/cart');
      expect(toast()).toEqual({ message: 'Logged in successfully. “Old project” is saved in My Artwork.', kind: 'success' });
    });
  });

  it('keeps the button disabled while the next page loads', async () => {
    await signInWith();
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  it('links to registration and password recovery, keeping the origin', async () => {
    visit('/login?redirectUrl=%2Faccount');
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?redirectUrl=%2Faccount');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forget-password?redirectUrl=%2Faccount',
    );
  });

  it('sends a signed-in shopper on to /account once the server confirms the session', async () => {
    useSessionStore.getState().signIn(expiresAt(), customer);
    routes['/api/account/customer'] = { status: 200, body: { customer } };
    await renderLogin();
    await waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/account'));
  });

  it('stays on the form when the stored session is stale', async () => {
    useSessionStore.getState().signIn(expiresAt(), customer);
    routes['/api/account/customer'] = { status: 401, body: { error: 'unauthenticated' } };
    await renderLogin();
    await waitFor(() => expect(useSessionStore.getState().loggedIn).toBe(false));
    expect(replaceWith).not.toHaveBeenCalled();
  });
});
