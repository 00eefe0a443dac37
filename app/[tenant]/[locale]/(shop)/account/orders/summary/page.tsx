import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrdersList } from '@/components/account/OrdersList';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMetadata } from '../../metadata';
import styles from '../../account-page.module.css';

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  return accountMetadata(locale, 'orders');
}

/** /account/orders/summary (spec accounts §2 "Orders list"). */
export default async function OrdersPage({ params }: Props) {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Account.orders' });
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <OrdersList />
    </>
  );
}
