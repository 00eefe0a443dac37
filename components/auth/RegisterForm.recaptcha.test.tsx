import { act, fireEvent, screen } from '@testing-library/react';
import { RECAPTCHA_SCRIPT_ID, RecaptchaProvider } from '@/components/recaptcha/RecaptchaProvider';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { RegisterForm } from './RegisterForm';
import { answer, visit } from './test-helpers';

/**
 * Registration with the real reCAPTCHA provider and hook (fake timers): when
 * the reCAPTCHA script fails to load, the form says so at once instead of
 * waiting for it; a script still loading is waited for with the button busy.
 */

jest.mock('@/components/ui/navigate', () => ({ goTo: jest.fn(), replaceWith: jest.fn() }));

const SCRIPT_URL = 'http://localhost:4000/recaptcha/api.js?render=site-key';
const fetchMock = jest.fn(async () => answer({ status: 200, body: { ok: true } }));

const TEXT = {
  en: {
    fields: ['First Name', 'Last Name', 'Email', 'Password', 'Confirm Password'],
    submit: 'Create Account',
    busy: 'Creating your account…',
    message: 'Please verify recaptcha',
  },
  fr: {
    fields: ['Prénom', 'Nom', 'E-mail', 'Mot de passe', 'Confirmer le mot de passe'],
    submit: 'Créer mon compte',
    busy: 'Création du compte…',
    message: 'Veuillez valider le reCAPTCHA',
  },
} as const;

function renderRegister(locale: 'en' | 'fr') {
  renderWithIntl(
    <RecaptchaProvider siteKey="site-key" scriptUrl={SCRIPT_URL} language={locale}>
      <RegisterForm />
    </RecaptchaProvider>,
    { locale },
  );
  const values = [' Dana ', 'Demo', 'dana@example.com', 'Secret-1', 'Secret-1'];
  TEXT[locale].fields.forEach((label, i) => {
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value: values[i] } });
  });
}

const script = () => document.getElementById(RECAPTCHA_SCRIPT_ID)!;
const failScript = () => act(async () => void script().dispatchEvent(new Event('error')));
const submit = (locale: 'en' | 'fr') => act(async () => void fireEvent.click(screen.getByRole('button', { name: TEXT[locale].submit })));
/** Lets the form's promises settle without letting any real waiting time pass. */
const settle = () => act(async () => void (await jest.advanceTimersByTimeAsync(0)));

beforeEach(() => {
  jest.useFakeTimers();
  delete (window as { grecaptcha?: unknown }).grecaptcha;
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  visit('/register');
});

afterEach(() => {
  jest.useRealTimers();
});

describe.each(['en', 'fr'] as const)('registration when reCAPTCHA is unavailable (%s)', (locale) => {
  it('says so at once when the script failed to load', async () => {
    renderRegister(locale);
    await failScript();
    await submit(locale);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT[locale].message);
    expect(screen.getByRole('button', { name: TEXT[locale].submit })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops waiting as soon as a script still loading fails', async () => {
    renderRegister(locale);
    await submit(locale);
    await act(async () => void (await jest.advanceTimersByTimeAsync(500)));
    // Still loading: the button shows the form is at work, no message yet.
    expect(screen.getByRole('button', { name: TEXT[locale].busy })).toBeDisabled();
    expect(screen.queryByText(TEXT[locale].message)).not.toBeInTheDocument();

    await failScript();
    await act(async () => void (await jest.advanceTimersByTimeAsync(100)));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT[locale].message);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
