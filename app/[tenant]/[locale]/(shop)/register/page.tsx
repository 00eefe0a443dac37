import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { RecaptchaProvider } from '@/components/recaptcha/RecaptchaProvider';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return { title: t('register.title'), robots: { index: false, follow: false } };
}

/** /register (spec accounts §2 "Registration"): the only auth page with reCAPTCHA. */
export default async function RegisterRoute({ params }: Props) {
  const { locale, cfg } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <AuthPage heading={t('register.title')} intro={t('register.intro')} wide>
      <RecaptchaProvider siteKey={cfg.RECAPTCHA_SITE_KEY} scriptUrl={cfg.RECAPTCHA_SCRIPT_URL} language={locale}>
        <RegisterForm />
      </RecaptchaProvider>
    </AuthPage>
  );
}
