import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderDetail } from '@/components/account/OrderDetail';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMetadata } from '../../../metadata';
import styles from '../../../account-page.module.css';

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  return accountMetadata(locale, 'order');
}

/** /account/orders/summary/{id}?key=… (spec accounts §2 "Order detail"). */
export default async function OrderPage({ params }: Props) {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Account.meta' });
  return (
    <>
      <h1 className={styles.title}>{t('order')}</h1>
      <OrderDetail />
    </>
  );
}
