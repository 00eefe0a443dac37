import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import { LoginForm } from '@/components/auth/LoginForm';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return { title: t('login.title'), robots: { index: false, follow: false } };
}

/** /login (spec accounts §2 "Login"). */
export default async function LoginRoute({ params }: Props) {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <AuthPage heading={t('login.heading')} intro={t('login.intro')}>
      <LoginForm />
    </AuthPage>
  );
}
