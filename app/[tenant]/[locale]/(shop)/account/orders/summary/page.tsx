import { OrdersList } from '@/components/account/OrdersList';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMetadata, accountPage } from '../../account-page';

type Props = { params: Promise<TenantParams> };

export const generateMetadata = accountMetadata('orders');

/** /account/orders/summary: the customer's orders, newest first. */
export default async function OrdersPage({ params }: Props) {
  const { locale } = await routeContext(params);
  return accountPage(locale, 'orders', <OrdersList />);
}
