import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { answer, visit, type Answer } from './test-helpers';


let reply: Answer | (() => Promise<Answer>) | 'network';
const fetchMock = jest.fn(async () => {
  if (reply === 'network') throw new TypeError('Failed to fetch');
  return answer(typeof reply === 'function' ? await reply() : reply);
});

async function renderForm(locale: 'en' | 'fr' = 'en') {
  return renderWithIntl(<ForgotPasswordForm />, { locale });
}

const email = () => screen.getByLabelText(/^(Email|E-mail)$/);
/** Submits and lets the form's (asynchronous) validation settle. */
const submit = () => act(async () => void fireEvent.submit(email().closest('form')!));

beforeEach(() => {
  reply = { status: 200, body: { ok: true } };
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  visit('/forget-password');
});

describe('ForgotPasswordForm', () => {
  it.each([
    ['en', 'Please enter an email'],
    ['fr', 'Veuillez saisir un e-mail'],
  ] as const)('requires an email (%s)', async (locale, message) => {
    await renderForm(locale);
    fireEvent.change(email(), { target: { value: '   ' } });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the email, disabled meanwhile, then says to check the email', async () => {
    let release!: (a: Answer) => void;
    reply = () => new Promise<Answer>((resolve) => (release = resolve));
    await renderForm();
    fireEvent.change(email(), { target: { value: ' demo@example.com ' } });
    await submit();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/session/recover');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'demo@example.com' });
    await act(async () => release({ status: 200, body: { ok: true } }));
    expect(screen.getByRole('status')).toHaveTextContent('Check your email for a link to recover your password.');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says to check the email for an address without an account too: the server answers both alike', async () => {
    reply = { status: 200, body: { ok: true } };
    await renderForm();
    fireEvent.change(email(), { target: { value: 'nobody@example.com' } });
    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Check your email for a link to recover your password.'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it.each([
    ['en', 'Too many attempts. Please wait a few minutes and try again.'],
    ['fr', 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.'],
  ] as const)('says there were too many requests on a 429 (%s)', async (locale, message) => {
    reply = { status: 429, body: { error: 'rate_limited', message: 'Too many attempts. Please wait 60 minutes and try again.', retryAfter: 3600 } };
    await renderForm(locale);
    fireEvent.change(email(), { target: { value: 'demo@example.com' } });
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['a server error', { status: 502, body: { error: 'upstream' } }],
    ['a network failure', 'network'],
  ] as const)('shows the reset error on %s', async (_label, failure) => {
    reply = failure as typeof reply;
    await renderForm();
    fireEvent.change(email(), { target: { value: 'nobody@example.com' } });
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'There was an error resetting your password. Please check your email and try again.',
      ),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks French on the French site', async () => {
    reply = { status: 200, body: { ok: true } };
    await renderForm('fr');
    fireEvent.change(email(), { target: { value: 'demo@example.com' } });
    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Consultez vos e-mails/));
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });
});
