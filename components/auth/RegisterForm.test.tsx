import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { goTo } from '@/components/ui/navigate';
import { RegisterForm } from './RegisterForm';
import { answer, visit, type Answer } from './test-helpers';

jest.mock('@/components/ui/navigate', () => ({ goTo: jest.fn(), replaceWith: jest.fn() }));
const getToken = jest.fn<Promise<string | null>, [string]>();
jest.mock('@/components/recaptcha/useRecaptcha', () => ({ useRecaptcha: () => getToken }));

let reply: Answer | (() => Promise<Answer>);
const fetchMock = jest.fn(async () => answer(typeof reply === 'function' ? await reply() : reply));

async function renderRegister(locale: 'en' | 'fr' = 'en') {
  return renderWithIntl(<RegisterForm />, { locale });
}

const FIELDS = {
  firstName: /^(First Name|Prénom)$/,
  lastName: /^(Last Name|Nom)$/,
  email: /^(Email|E-mail)$/,
  password: /^(Password|Mot de passe)$/,
  confirmPassword: /^(Confirm Password|Confirmer le mot de passe)$/,
};
type Field = keyof typeof FIELDS;
const input = (field: Field) => screen.getByLabelText(FIELDS[field]);
const VALID: Record<Field, string> = {
  firstName: ' Dana ',
  lastName: 'Demo ',
  email: ' dana@example.com',
  password: 'Secret-1',
  confirmPassword: 'Secret-1',
};
function fill(values: Partial<Record<Field, string>>) {
  for (const [field, value] of Object.entries({ ...VALID, ...values })) {
    fireEvent.change(input(field as Field), { target: { value } });
  }
}
/** Submits and lets the form's (asynchronous) validation settle. */
const submit = () => act(async () => void fireEvent.submit(input('firstName').closest('form')!));

beforeEach(() => {
  reply = { status: 200, body: { ok: true } };
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  getToken.mockReset().mockResolvedValue('token.register');
  (goTo as jest.Mock).mockClear();
  window.sessionStorage.clear();
  visit('/register');
});

describe('RegisterForm', () => {
  it.each<[Partial<Record<Field, string>>, string, string, Field]>([
    [{ firstName: '  ' }, 'Enter your First Name', 'Saisissez votre prénom', 'firstName'],
    [{ lastName: '' }, 'Enter your Last Name', 'Saisissez votre nom', 'lastName'],
    [{ email: '' }, 'Enter your e-mail', 'Saisissez votre e-mail', 'email'],
    [{ email: 'dana@example' }, 'Email is invalid', "L'e-mail n'est pas valide", 'email'],
    [{ password: '', confirmPassword: '' }, 'Enter password', 'Saisissez un mot de passe', 'password'],
    [{ confirmPassword: '' }, 'Confirm Password is required', 'La confirmation du mot de passe est obligatoire', 'confirmPassword'],
    [
      { confirmPassword: 'Secret-2' },
      'Password and Confirm Password do not match',
      'Le mot de passe et sa confirmation ne correspondent pas',
      'confirmPassword',
    ],
  ])('%j → %s / %s', async (values, english, french, field) => {
    for (const [locale, text] of [['en', english], ['fr', french]] as const) {
      const view = await renderRegister(locale);
      fill(values);
      await submit();
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(input(field)).toHaveFocus();
      expect(input(field)).toHaveAttribute('aria-invalid', 'true');
      view.unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getToken).not.toHaveBeenCalled();
  });

  it('shows the first message in field order and marks every invalid field', async () => {
    await renderRegister();
    fill({ firstName: '', email: 'x', confirmPassword: 'other' });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Enter your First Name$/);
    expect(input('email')).toHaveAttribute('aria-invalid', 'true');
    expect(input('confirmPassword')).toHaveAttribute('aria-invalid', 'true');
    expect(input('lastName')).not.toHaveAttribute('aria-invalid');
  });

  it('asks to verify the recaptcha when no token comes', async () => {
    getToken.mockResolvedValue(null);
    await renderRegister();
    fill({});
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please verify recaptcha'));
    expect(getToken).toHaveBeenCalledWith('register');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('posts the trimmed fields with the token, disabled meanwhile, then goes to /login keeping the origin', async () => {
    visit('/register?redirectUrl=%2Faccount');
    let release!: (a: Answer) => void;
    reply = () => new Promise<Answer>((resolve) => (release = resolve));
    await renderRegister();
    fill({});
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/tagging/create-customer');
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Dana',
      lastName: 'Demo',
      email: 'dana@example.com',
      password: 'Secret-1',
      confirmPassword: 'Secret-1',
      recaptchaToken: 'token.register',
    });
    await act(async () => release({ status: 200, body: { ok: true } }));
    expect(goTo).toHaveBeenCalledWith('/login?redirectUrl=%2Faccount');
    expect(JSON.parse(window.sessionStorage.getItem('pending-toast') ?? '{}')).toMatchObject({
      message: 'Your account was created. Please log in.',
    });
  });

  it('keeps the previous location as the origin when there is no redirectUrl', async () => {
    visit('/register', 'http://localhost/products/roll-labels');
    await renderRegister();
    fill({});
    await submit();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/login?redirectUrl=%2Fproducts%2Froll-labels'));
  });

  it('shows the messages the server returned', async () => {
    reply = { status: 422, body: { error: 'user_errors', messages: ['Email has already been taken', 'Password is too short'] } };
    await renderRegister();
    fill({});
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Email has already been taken'));
    expect(screen.getByRole('alert')).toHaveTextContent('Password is too short');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows the recaptcha message when the server refuses the token', async () => {
    reply = { status: 400, body: { error: 'recaptcha', message: 'Please verify recaptcha' } };
    await renderRegister('fr');
    fill({});
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Veuillez valider le reCAPTCHA'));
  });

  it('says there were too many attempts on a 429, in French on the French site', async () => {
    reply = { status: 429, body: { error: 'rate_limited', message: 'Too many attempts. Please wait 15 minutes and try again.', retryAfter: 900 } };
    await renderRegister('fr');
    fill({});
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.'));
    expect(goTo).not.toHaveBeenCalled();
  });

  it('links to login, keeping the origin', async () => {
    visit('/register?redirectUrl=%2Faccount');
    await renderRegister();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirectUrl=%2Faccount');
  });
});
