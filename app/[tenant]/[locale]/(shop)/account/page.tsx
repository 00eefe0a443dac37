import { getTranslations } from 'next-intl/server';
import { AccountOverview } from '@/components/account/AccountOverview';
import { showsTaxBox } from '@/lib/domain/account/tax-box';
import { RecaptchaProvider } from '@/components/recaptcha/RecaptchaProvider';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMetadata, accountPage } from './account-page';
import styles from './account-page.module.css';

type Props = { params: Promise<TenantParams> };

export const generateMetadata = accountMetadata('overview');

/** /account: the account overview. */
export default async function AccountPage({ params }: Props) {
  const { tenant, locale, cfg } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Account.overview' });
  return accountPage(
    locale,
    'overview',
    <>
      <h2 className={styles.subtitle}>{t('accountInformation')}</h2>
      <RecaptchaProvider siteKey={cfg.RECAPTCHA_SITE_KEY} scriptUrl={cfg.RECAPTCHA_SCRIPT_URL} language={locale}>
        <AccountOverview showTaxBox={showsTaxBox(tenant)} />
      </RecaptchaProvider>
    </>,
  );
}
