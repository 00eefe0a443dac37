import { getTranslations } from 'next-intl/server';
import { CartView } from '@/components/cart/CartView';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { deliverySettingsFor } from '@/lib/domain/delivery/read-settings';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { personalPageMetadata } from '../metadata';
import styles from './cart-page.module.css';

type Props = { params: Promise<TenantParams> };

export const generateMetadata = personalPageMetadata('Meta', 'cartTitle');

export default async function CartRoute({ params }: Props) {
  const { tenant, locale, cfg } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Cart' });
  const [display, delivery] = await Promise.all([getDisplayCurrency(tenant), deliverySettingsFor(tenant)]);
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
        delivery={delivery}
      />
    </div>
  );
}
