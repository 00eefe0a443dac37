import { preload } from 'react-dom';
import { OrdersList } from '@/components/account/OrdersList';
import { endpointUrl } from '@/lib/edge/api/client';
import { ACCOUNT_ORDERS } from '@/lib/edge/api/endpoints/account';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { accountMetadata, accountPage } from '../../account-page';

type Props = { params: Promise<TenantParams> };

export const generateMetadata = accountMetadata('orders');

/** /account/orders/summary: the customer's orders, newest first. */
export default async function OrdersPage({ params }: Props) {
  const { locale } = await routeContext(params);
  // The list's first page is asked for with the page, not after its scripts have run: the island's own
  // request (same URL, same credentials) takes the answer. The page itself stays the same for everyone.
  preload(endpointUrl(ACCOUNT_ORDERS, { query: { page: 1 } }), { as: 'fetch', crossOrigin: 'anonymous' });
  return accountPage(locale, 'orders', <OrdersList />);
}
