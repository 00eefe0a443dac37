import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import ForgotPasswordRoute, * as forgotPage from '@/app/[tenant]/[locale]/(shop)/forget-password/page';
import LoginRoute, * as loginPage from '@/app/[tenant]/[locale]/(shop)/login/page';
import RegisterRoute, * as registerPage from '@/app/[tenant]/[locale]/(shop)/register/page';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { RECAPTCHA_SCRIPT_ID } from '@/components/recaptcha/RecaptchaProvider';

jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));

const params = (tenant: string, locale: string) => ({ params: Promise.resolve({ tenant, locale }) });

/** Renders a page under the client messages the (shop) layout provides. */
async function renderPage(page: (props: ReturnType<typeof params>) => Promise<ReactElement>, tenant: string, locale: 'en' | 'fr') {
  return renderWithIntl(await page(params(tenant, locale)), { locale });
}

beforeEach(() => document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove());

describe('auth pages', () => {
  it.each([
    ['login', 'Login', 'Connexion', loginPage],
    ['register', 'Create Account', 'Créer un compte', registerPage],
    ['forget-password', 'Forgot Password', 'Mot de passe oublié', forgotPage],
  ])('/%s is a non-indexed shell titled %s / %s', async (_path, english, french, page) => {
    await expect(page.generateMetadata(params('us', 'en'))).resolves.toEqual({ title: english, robots: { index: false, follow: false } });
    await expect(page.generateMetadata(params('fr', 'fr'))).resolves.toMatchObject({ title: french });
  });

  it('renders the login form in French on the French site', async () => {
    await renderPage(LoginRoute, 'fr', 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Connectez-vous à votre compte' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('renders the registration form with the configured reCAPTCHA script', async () => {
    await renderPage(RegisterRoute, 'us', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const script = document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe('http://localhost:4000/recaptcha/api.js?render=emulator-recaptcha-site-key&hl=en');
  });

  it('loads no reCAPTCHA on the login and password pages', async () => {
    await renderPage(LoginRoute, 'us', 'en');
    await renderPage(ForgotPasswordRoute, 'us', 'en');
    expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });
});
