import type { Metadata } from 'next';
import { OrderDetail } from '@/components/account/OrderDetail';
import { routeContext, type TenantParams } from '../../../../route-params';
import { accountMessages, accountMetadata } from '../../../labels';
import styles from '../../../account-page.module.css';

// Cached per tenant, language and order id; the order itself (and the key
// that unlocks it, in the query string) is only ever seen in the browser.
export const revalidate = 3600;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<TenantParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  return accountMetadata(locale, 'order');
}

/** /account/orders/summary/{id}?key=… (spec accounts §2 "Order detail"). */
export default async function OrderPage({ params }: Props) {
  const { locale } = await routeContext(params);
  const { id } = await params;
  const { account } = await accountMessages(locale);
  return (
    <>
      <h1 className={styles.title}>{account.meta.order}</h1>
      <OrderDetail
        id={id}
        labels={account.order}
        fulfillment={account.fulfillment}
        common={account.common}
        locale={locale}
      />
    </>
  );
}
