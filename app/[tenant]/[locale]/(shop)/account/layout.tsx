import type { ReactNode } from 'react';
import { AccountLayout } from '@/components/account/AccountLayout';

/** The account area's side menu around every account page. */
export default function AccountAreaLayout({ children }: { children: ReactNode }) {
  return <AccountLayout>{children}</AccountLayout>;
}
