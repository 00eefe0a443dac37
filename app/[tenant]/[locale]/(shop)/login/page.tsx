import { LoginForm } from '@/components/auth/LoginForm';
import { RecaptchaProvider } from '@/components/recaptcha/RecaptchaProvider';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { authMetadata, authPage } from '../auth-page';

type Props = { params: Promise<TenantParams> };

export const generateMetadata = authMetadata('login');

/** /login, with reCAPTCHA loaded only for the step the server asks for after repeated failures on an email. */
export default async function LoginRoute({ params }: Props) {
  const { locale, cfg } = await routeContext(params);
  return authPage(
    locale,
    'login',
    <RecaptchaProvider siteKey={cfg.RECAPTCHA_SITE_KEY} scriptUrl={cfg.RECAPTCHA_SCRIPT_URL} language={locale} onDemand>
      <LoginForm />
    </RecaptchaProvider>,
  );
}
