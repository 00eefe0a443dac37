import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return { title: t('forgotPassword.title'), robots: { index: false, follow: false } };
}

/** /forget-password (spec accounts §2 "Forgot password"). */
export default async function ForgotPasswordRoute({ params }: Props) {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <AuthPage heading={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
