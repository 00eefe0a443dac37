import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AccountLayout } from '@/components/account/AccountLayout';
import type { MenuLabels } from '@/components/account/labels';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

/** The account area's side menu around every account page (spec accounts §2 "Account layout"). */
export default async function AccountAreaLayout({ children, params }: { children: ReactNode; params: Promise<TenantParams> }) {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Account' });
  return <AccountLayout labels={t.raw('menu') as MenuLabels}>{children}</AccountLayout>;
}
