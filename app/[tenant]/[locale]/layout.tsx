import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { config } from '@/lib/config';
import { tenantFromKey } from '@/lib/tenant/resolve';
import { isLocale } from '@/lib/tenant/types';

export async function generateStaticParams() {
  return [];
}

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ tenant: string; locale: string }> }) {
  const { tenant: key, locale } = await params;
  const tenant = tenantFromKey(key, config());
  if (!tenant || !isLocale(locale)) notFound();
  return (
    <html lang={locale}>
      <body>
        <header>{tenant.key}</header>
        {children}
      </body>
    </html>
  );
}

export const revalidate = 3600;
