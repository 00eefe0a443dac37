'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkoutRequestBody, requestCheckout } from '@/lib/edge/cart/checkout-request';
import type { OrderOptions } from '@/lib/domain/cart/order-options';
import type { LineIssue } from '@/lib/domain/checkout/platform-cart';
import type { CartLine } from '@/lib/domain/cart/types';
import type { Locale } from '@/lib/ground/tenant/types';
import { markCheckoutStarted } from '@/lib/edge/state/checkout-markers';
import { rememberPlacedLines } from '@/lib/edge/state/placed-lines';
import { goTo } from '@/components/ui/navigate';

export type CheckoutError = 'unavailable' | 'adjust' | 'error';

/**
 * The checkout button's behaviour. Processing starts on
 * click and ends on any failure; on success the checkout-started marker is
 * set and the browser leaves, so processing stays on. The cart is kept on
 * every failure; variants found gone (409) and lines the server refuses as
 * they are (400 naming them) are flagged through `onUnavailable`; lines the
 * platform would not take as priced (stock, the same item twice) come back
 * as `issues`, by lineItemId, until the shopper changes the cart.
 */
export function useCheckout({
  locale,
  lines,
  orderOptions,
  onUnavailable,
}: {
  locale: Locale;
  lines: readonly CartLine[];
  orderOptions: OrderOptions;
  onUnavailable: (lineItemIds: string[]) => void;
}) {
  const [processing, setProcessing] = useState(false);
  // A failure belongs to the cart it happened to: once the shopper changes
  // the cart (removes a line, changes a quantity) the message goes.
  const [failure, setFailure] = useState<{ error: CheckoutError; lines: readonly CartLine[]; issues?: LineIssue[] } | null>(null);
  // State updates land after the click handler: the ref stops a double click from posting twice.
  const busy = useRef(false);

  useEffect(() => {
    // Coming back from the checkout with the Back button can restore this page
    // from the back-forward cache with the button still "processing".
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        busy.current = false;
        setProcessing(false);
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setProcessing(true);
    setFailure(null);
    const outcome = await requestCheckout(checkoutRequestBody(locale, lines, orderOptions));
    switch (outcome.kind) {
      case 'redirect':
        markCheckoutStarted();
        rememberPlacedLines(lines);
        goTo(outcome.url);
        return;
      case 'no-url':
        console.error('Checkout: the cart was created without a checkout URL');
        break;
      case 'unavailable':
        // Gone variants, and lines the server refuses as they are (a product that changed since they
        // were added): both get the red border and the "please remove them" message.
        onUnavailable(outcome.lineItemIds);
        setFailure({ error: 'unavailable', lines });
        break;
      case 'adjust':
        setFailure({ error: 'adjust', lines, issues: outcome.issues });
        break;
      default:
        setFailure({ error: 'error', lines });
    }
    busy.current = false;
    setProcessing(false);
  }, [locale, lines, orderOptions, onUnavailable]);

  const current = failure && failure.lines === lines ? failure : null;
  const issues = useMemo(() => new Map((current?.issues ?? []).map((issue) => [issue.lineItemId, issue])), [current]);
  return { processing, error: current?.error ?? null, issues, start };
}
