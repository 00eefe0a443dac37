import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartView } from '@/components/cart/CartView';
import { displayCurrencyOf } from '@/lib/money/display';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import styles from './cart-page.module.css';

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Meta' });
  // A cart is personal: nothing here for search engines.
  return { title: t('cartTitle'), robots: { index: false, follow: false } };
}

export default async function CartRoute({ params }: Props) {
  const { tenant, locale, cfg } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Cart' });
  const display = displayCurrencyOf(tenant, cfg);
  return (
    <div className="container">
      <h1 className={styles.title}>{t('title')}</h1>
      <CartView
        locale={locale}
        currency={display.currency}
        factor={display.factor}
        siteId={tenant.kind === 'site' ? tenant.id : null}
        handlePrefix={tenant.handlePrefix}
        showCustomerNumber={cfg.customerNumberTenants.includes(tenant.key)}
      />
    </div>
  );
}
