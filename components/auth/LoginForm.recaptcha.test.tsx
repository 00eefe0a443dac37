import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RECAPTCHA_SCRIPT_ID, RecaptchaProvider } from '@/components/recaptcha/RecaptchaProvider';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { goTo } from '@/components/ui/navigate';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { LoginForm } from './LoginForm';
import { answer, visit, type Answer } from './test-helpers';

/**
 * Sign-in when the server asks for reCAPTCHA (others have failed on the
 * email): the page loads no reCAPTCHA until then; the form gets a v3 token
 * and sends again without the shopper doing anything, and says clearly, in
 * the page's language, when the token does not pass.
 */

jest.mock('@/components/ui/navigate', () => ({ goTo: jest.fn(), replaceWith: jest.fn() }));

const SCRIPT_URL = 'http://localhost:4000/recaptcha/api.js?render=site-key';
const ASKED: Answer = { status: 400, body: { error: 'recaptcha', message: 'Please verify recaptcha' } };
const customer = { id: 'gid://shopify/Customer/1', displayName: 'Dana Demo', firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', tags: [], defaultAddressId: null, addresses: [] };

/** The login bodies sent, and what each is answered. */
let sent: Record<string, unknown>[];
let replies: Answer[];
const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input) !== '/api/session/login') return answer({ status: 202 });
  sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
  return answer(replies.shift() ?? ASKED);
});
const win = window as unknown as { grecaptcha?: { ready: (cb: () => void) => void; execute: jest.Mock } };

function renderLogin(locale: 'en' | 'fr') {
  renderWithIntl(
    <RecaptchaProvider siteKey="site-key" scriptUrl={SCRIPT_URL} language={locale} onDemand>
      <LoginForm />
    </RecaptchaProvider>,
    { locale },
  );
}

/** Submits, and lets the reCAPTCHA script "load" once the form has asked for it. */
async function signInAs(password: string) {
  fireEvent.change(screen.getByLabelText(/^(Email|E-mail)$/), { target: { value: 'demo@example.com' } });
  fireEvent.change(screen.getByLabelText(/^(Password|Mot de passe)$/), { target: { value: password } });
  await act(async () => void fireEvent.submit(screen.getByRole('button', { name: /Sign In|Se connecter/ }).closest('form')!));
  const script = await waitFor(() => {
    const found = document.getElementById(RECAPTCHA_SCRIPT_ID);
    expect(found).not.toBeNull();
    return found!;
  });
  win.grecaptcha = { ready: (cb) => cb(), execute: jest.fn(async (_key: string, { action }: { action: string }) => `token.${action}`) };
  await act(async () => void script.dispatchEvent(new Event('load')));
}

beforeEach(() => {
  sent = [];
  replies = [];
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  (goTo as jest.Mock).mockClear();
  delete win.grecaptcha;
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
  window.localStorage.clear();
  useSessionStore.setState({ loggedIn: false, expiresAt: null, user: null });
  visit('/login');
});

describe('LoginForm: the reCAPTCHA step', () => {
  it('loads no reCAPTCHA script with the page', () => {
    renderLogin('en');
    expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).toBeNull();
  });

  it('gets a token for "login" when asked and signs in with it, without a word to the shopper', async () => {
    replies = [ASKED, { status: 200, body: { expiresAt: new Date(Date.now() + 3_600_000).toISOString(), customer } }];
    renderLogin('en');
    await signInAs('Demo-pass-1');
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(sent).toEqual([
      { email: 'demo@example.com', password: 'Demo-pass-1' },
      { email: 'demo@example.com', password: 'Demo-pass-1', recaptchaToken: 'token.login' },
    ]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it.each([
    ['en', /couldn't confirm that this sign-in comes from a person/],
    ['fr', /pas pu confirmer que cette connexion vient d'une personne/],
  ] as const)('says so clearly when the token does not pass (%s)', async (locale, message) => {
    replies = [ASKED, ASKED];
    renderLogin(locale);
    await signInAs('Demo-pass-1');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Invalid Credentials|Identifiants/);
    expect(sent).toHaveLength(2);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('still says Invalid Credentials for a wrong password sent with a token', async () => {
    replies = [ASKED, { status: 401, body: { error: 'invalid_credentials', message: 'Invalid Credentials' } }];
    renderLogin('en');
    await signInAs('wrong');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid Credentials'));
  });
});
