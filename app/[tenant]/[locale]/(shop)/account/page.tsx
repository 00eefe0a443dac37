import type { Metadata } from 'next';
import { AccountOverview } from '@/components/account/AccountOverview';
import { showsTaxBox } from '@/components/account/taxBox';
import { RecaptchaProvider } from '@/components/recaptcha/RecaptchaProvider';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMessages, accountMetadata } from './labels';
import styles from './account-page.module.css';

// The same shell for every customer, cached per tenant and language: the
// middleware lets only signed-in customers in, and their details load in
// the browser. Nothing here may read cookies or headers.
export const revalidate = 3600;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  return accountMetadata(locale, 'overview');
}

/** /account (spec accounts §2 "Account overview"). */
export default async function AccountPage({ params }: Props) {
  const { tenant, locale, cfg } = await routeContext(params);
  const { account, validation } = await accountMessages(locale);
  return (
    <>
      <h1 className={styles.title}>{account.overview.heading}</h1>
      <h2 className={styles.subtitle}>{account.overview.accountInformation}</h2>
      <RecaptchaProvider siteKey={cfg.RECAPTCHA_SITE_KEY} scriptUrl={cfg.RECAPTCHA_SCRIPT_URL} language={locale}>
        <AccountOverview
          labels={{
            common: account.common,
            contact: account.contact,
            password: account.password,
            addresses: account.addresses,
            tax: account.tax,
          }}
          validation={validation}
          showTaxBox={showsTaxBox(tenant, locale)}
        />
      </RecaptchaProvider>
    </>
  );
}
