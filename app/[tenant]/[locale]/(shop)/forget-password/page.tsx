import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { authMetadata, authPage } from '../auth-page';

type Props = { params: Promise<TenantParams> };

export const generateMetadata = authMetadata('forgotPassword');

/** /forget-password. */
export default async function ForgotPasswordRoute({ params }: Props) {
  const { locale } = await routeContext(params);
  return authPage(locale, 'forgotPassword', <ForgotPasswordForm />);
}
