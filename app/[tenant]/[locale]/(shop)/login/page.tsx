import { LoginForm } from '@/components/auth/LoginForm';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { authMetadata, authPage } from '../auth-page';

type Props = { params: Promise<TenantParams> };

export const generateMetadata = authMetadata('login');

/** /login (spec accounts §2 "Login"). */
export default async function LoginRoute({ params }: Props) {
  const { locale } = await routeContext(params);
  return authPage(locale, 'login', <LoginForm />);
}
