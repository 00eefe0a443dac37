import { RegisterForm } from '@/components/auth/RegisterForm';
import { RecaptchaProvider } from '@/components/recaptcha/RecaptchaProvider';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { authMetadata, authPage } from '../auth-page';

type Props = { params: Promise<TenantParams> };

export const generateMetadata = authMetadata('register');

/** /register: reCAPTCHA on every attempt. */
export default async function RegisterRoute({ params }: Props) {
  const { locale, cfg } = await routeContext(params);
  return authPage(
    locale,
    'register',
    <RecaptchaProvider siteKey={cfg.RECAPTCHA_SITE_KEY} scriptUrl={cfg.RECAPTCHA_SCRIPT_URL} language={locale}>
      <RegisterForm />
    </RecaptchaProvider>,
    { wide: true },
  );
}
