import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountOverview } from '@/components/account/AccountOverview';
import { showsTaxBox } from '@/lib/account/tax-box';
import { RecaptchaProvider } from '@/components/recaptcha/RecaptchaProvider';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMetadata } from './metadata';
import styles from './account-page.module.css';

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  return accountMetadata(locale, 'overview');
}

/** /account (spec accounts §2 "Account overview"). */
export default async function AccountPage({ params }: Props) {
  const { tenant, locale, cfg } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Account.overview' });
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <h2 className={styles.subtitle}>{t('accountInformation')}</h2>
      <RecaptchaProvider siteKey={cfg.RECAPTCHA_SITE_KEY} scriptUrl={cfg.RECAPTCHA_SCRIPT_URL} language={locale}>
        <AccountOverview showTaxBox={showsTaxBox(tenant, locale)} />
      </RecaptchaProvider>
    </>
  );
}
