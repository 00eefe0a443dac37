'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { CartPromise } from '@/components/delivery/CartPromise';
import { notify } from '@/components/ui/toast';
import { productPath } from '@/lib/domain/catalog/links';
import { cartBlockReason, lineMinimumViolation } from '@/lib/domain/cart/rules';
import { offersTaxExemption, taxExemptArea } from '@/lib/domain/account/tax-exempt';
import { cartTotals } from '@/lib/domain/cart/totals';
import { productionDaysOf } from '@/lib/domain/delivery/production-time';
import type { DeliverySettings } from '@/lib/ground/tenant/delivery';
import { useCartHydrated, useCartStore } from '@/lib/edge/state/cart-store';
import type { CurrencyCode, Locale, SiteId } from '@/lib/ground/tenant/types';
import { CartEmpty } from './CartEmpty';
import { CartLineItem } from './CartLineItem';
import { CartSkeleton } from './CartSkeleton';
import { CartSummary } from './CartSummary';
import type { MoneyDisplay } from './money';
import { OrderOptionsForm } from './OrderOptionsForm';
import { TaxExemptHint } from './TaxExemptHint';
import { TaxExemptToggle } from './TaxExemptToggle';
import { useCartCustomer } from './useCartCustomer';
import { useCheckout } from './useCheckout';
import styles from './CartView.module.css';

export interface CartViewProps {
  locale: Locale;
  /** The tenant's display currency and its factor from store amounts (lib/ground/money/display). */
  currency: CurrencyCode;
  factor: number;
  /** The company site the page is on; null on a reseller tenant. */
  siteId: SiteId | null;
  /** The tenant's handle prefix: product links drop it like everywhere else. */
  handlePrefix: string;
  /** This tenant asks for a customer number (config CUSTOMER_NUMBER_TENANTS). */
  showCustomerNumber?: boolean;
  /** The tenant's delivery calendar, for when the cart arrives; none, no promise. */
  delivery?: DeliverySettings;
}

/**
 * The cart page's browser side. The cart
 * lives in localStorage only, so the server renders a skeleton and this
 * island fills it in: the lines, the order options, the tax-exempt area and
 * the subtotal box with the checkout button.
 */
export function CartView({ locale, currency, factor, siteId, handlePrefix, showCustomerNumber = false, delivery }: CartViewProps) {
  const t = useTranslations('Cart');
  const toasts = useTranslations('Toasts');
  const hydrated = useCartHydrated();
  const lines = useCartStore((s) => s.lines);
  const orderOptions = useCartStore((s) => s.orderOptions);
  const setQuantity = useCartStore((s) => s.setQuantity);
  const remove = useCartStore((s) => s.remove);
  const flagUnavailable = useCartStore((s) => s.flagUnavailable);
  const checkout = useCheckout({ locale, lines, orderOptions, onUnavailable: flagUnavailable });
  const customer = useCartCustomer();
  const productionDays = useMemo(() => lines.flatMap((line) => productionDaysOf(line.productData?.specs ?? []) ?? []), [lines]);
  const taxArea = taxExemptArea(siteId, customer.tags);
  // A removed line takes its focused button with it: keyboard users land on
  // the list heading (or the empty-cart message) instead of the page top.
  const focusAfterRemoval = useRef(false);
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!focusAfterRemoval.current) return;
    focusAfterRemoval.current = false;
    (itemsHeading.current ?? emptyMessage.current)?.focus();
  }, [lines.length]);

  if (!hydrated) return <CartSkeleton taxHint={offersTaxExemption(siteId)} customerNumber={showCustomerNumber} />;

  if (lines.length === 0) return <CartEmpty messageRef={emptyMessage} />;

  const money: MoneyDisplay = { currency, factor, locale };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" ref={itemsHeading} tabIndex={-1} className="visually-hidden">
            {t('itemsHeading')}
          </h2>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <CartLineItem
                key={line.lineItemId}
                line={line}
                money={money}
                productHref={productPath({ handlePrefix }, line.handle)}
                minimum={lineMinimumViolation(line, lines)}
                issue={checkout.issues.get(line.lineItemId) ?? null}
                onQuantity={(quantity) => setQuantity(line.lineItemId, quantity)}
                onRemove={() => {
                  focusAfterRemoval.current = true;
                  remove(line.lineItemId);
                  notify(toasts('removedFromCart'));
                }}
              />
            ))}
          </ul>
        </section>

        {taxArea === 'request-hint' || taxArea === 'account-link' || taxArea === 'under-review' ? (
          <TaxExemptHint signedIn={taxArea !== 'request-hint'} underReview={taxArea === 'under-review'} />
        ) : null}
        {taxArea === 'toggle' && customer.tags ? (
          <TaxExemptToggle tags={customer.tags} onUpdated={customer.setTags} />
        ) : null}

        <OrderOptionsForm showCustomerNumber={showCustomerNumber} />
      </div>

      <aside className={styles.aside}>
        {delivery && productionDays.length > 0 ? (
          <div className={styles.delivery}>
            <CartPromise settings={delivery} productionDays={productionDays} />
          </div>
        ) : null}
        <CartSummary
          totals={cartTotals(lines)}
          money={money}
          blockReason={cartBlockReason(lines)}
          processing={checkout.processing}
          error={checkout.error}
          onCheckout={() => void checkout.start()}
        />
      </aside>
    </div>
  );
}
