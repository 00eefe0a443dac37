import { OrderDetail } from '@/components/account/OrderDetail';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMetadata, accountPage } from '../../../account-page';

type Props = { params: Promise<TenantParams> };

export const generateMetadata = accountMetadata('order');

/** /account/orders/summary/{id}?key=…: one order. */
export default async function OrderPage({ params }: Props) {
  const { locale } = await routeContext(params);
  return accountPage(locale, 'order', <OrderDetail />);
}
