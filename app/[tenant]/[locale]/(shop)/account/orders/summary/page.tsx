import type { Metadata } from 'next';
import { OrdersList } from '@/components/account/OrdersList';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMessages, accountMetadata } from '../../labels';
import styles from '../../account-page.module.css';

// Cached per tenant and language; the orders load in the browser.
export const revalidate = 3600;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  return accountMetadata(locale, 'orders');
}

/** /account/orders/summary (spec accounts §2 "Orders list"). */
export default async function OrdersPage({ params }: Props) {
  const { locale } = await routeContext(params);
  const { account } = await accountMessages(locale);
  return (
    <>
      <h1 className={styles.title}>{account.orders.heading}</h1>
      <OrdersList labels={account.orders} fulfillment={account.fulfillment} common={account.common} locale={locale} />
    </>
  );
}
