'use client';

import { useTranslations } from 'next-intl';
import type { CartBlockReason } from '@/lib/domain/cart/rules';
import type { CartTotals } from '@/lib/domain/cart/totals';
import { showPrice, showTotal } from '@/lib/ground/money/format';
import { TitledSection } from '@/components/ui/TitledSection';
import type { MoneyDisplay } from './money';
import type { CheckoutError } from './useCheckout';
import styles from './CartView.module.css';

/**
 * The subtotal box: subtotal, savings when there are any, and the
 * CHECKOUT button, disabled while the cart is not valid (the reason is
 * shown) or while checkout is processing. Reasons and errors sit in live
 * regions so they are announced when they appear.
 */
export function CartSummary({
  totals,
  money,
  blockReason,
  processing,
  error,
  onCheckout,
}: {
  totals: CartTotals;
  money: MoneyDisplay;
  blockReason: CartBlockReason | null;
  processing: boolean;
  error: CheckoutError | null;
  onCheckout: () => void;
}) {
  const t = useTranslations('Cart');
  const reasonText: Record<Exclude<CartBlockReason, 'empty'>, () => string> = {
    unavailable: () => t('productsUnavailable'),
    quantity: () => t('blocked.quantity'),
    minimum: () => t('blocked.minimum'),
  };
  const reason = blockReason && blockReason !== 'empty' ? reasonText[blockReason]() : null;
  // The unavailable-lines message already shows as the blocking reason once lines are flagged.
  const errorText =
    error === 'error'
      ? t('checkoutError')
      : error === 'adjust'
        ? t('adjustLines')
        : error === 'unavailable' && blockReason !== 'unavailable'
          ? t('productsUnavailable')
          : null;

  return (
    <TitledSection
      headingId="cart-summary-title"
      title={t('summary')}
      className={styles.summary}
      headingClassName={styles.summaryTitle}
    >
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('subtotal')}</dt>
          <dd data-testid="cart-subtotal">{showTotal(totals.lineTotals, money, money.locale)}</dd>
        </div>
        {totals.savings > 0 ? (
          <div className={`${styles.figure} ${styles.savings}`}>
            <dt>{t('youSave')}</dt>
            <dd data-testid="cart-savings">{showPrice(totals.savings, money, money.locale)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.taxNote}>{t('taxesAtCheckout')}</p>
      <button
        type="button"
        className={`button ${styles.checkout}`}
        disabled={blockReason !== null || processing}
        aria-busy={processing || undefined}
        onClick={onCheckout}
      >
        {processing ? t('processing') : t('checkout')}
      </button>
      <p className={styles.reason} role="status" aria-live="polite" data-testid="checkout-reason">
        {reason}
      </p>
      <p className={styles.error} role="alert" data-testid="checkout-error">
        {errorText}
      </p>
    </TitledSection>
  );
}
