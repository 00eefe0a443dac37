import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderConfirmation } from '@/components/order/OrderConfirmation';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { orderNameOf } from '@/lib/domain/order/confirmation';
import { deliverySettingsFor } from '@/lib/domain/delivery/read-settings';

type Props = {
  params: Promise<TenantParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Each return from the checkout names its own order: rendered per request, never cached or shared.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'OrderConfirmation' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /order-confirmation?order=#1001: where the platform's "return to store"
 * link lands after an order. The order number and what happens next come
 * from here; the lines are read in the browser (the shopper's own orders
 * when signed in, else what this browser's cart held).
 */
export default async function OrderConfirmationPage({ params, searchParams }: Props) {
  const { locale, tenant } = await routeContext(params);
  const orderName = orderNameOf((await searchParams).order);
  const [t, delivery] = await Promise.all([getTranslations({ locale, namespace: 'OrderConfirmation' }), deliverySettingsFor(tenant)]);
  return <OrderConfirmation locale={locale} orderName={orderName} next={[t('proof'), t('production'), t('shipping')]} delivery={delivery} />;
}
