import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { goTo } from '@/components/ui/navigate';
import type { CartLine } from '@/lib/domain/cart/types';
import type { HandoffMessage } from '@/lib/edge/punchout/handoff-request';
import type { Locale } from '@/lib/ground/tenant/types';

/** Toasts load on first use: most product pages never show one. */
const toastError = (message: string) => void import('@/components/ui/toast').then(({ notify }) => notify(message, 'error'));

type Translate = ReturnType<typeof useTranslations<'Punchout'>>;

/** The buyer's words for a failed hand-off. */
function messageText(message: HandoffMessage, t: Translate): string {
  switch (message.key) {
    case 'rejected':
      return t('rejected', { error: message.error ?? t('noDetails') });
    case 'failed':
      // A string: an HTTP status is a code, not an amount to group ("1,000").
      return t('failed', { status: String(message.status), error: message.error ?? t('noDetails') });
    case 'server':
      return message.text;
    default:
      return t(message.key);
  }
}

/**
 * ADD TO CART in punchout mode: the line goes to the buyer's procurement
 * system and the window follows: the JSON gateway's redirect, or the cXML or
 * OCI cart form submitted to the buyer's system. `send` resolves true
 * when the browser is leaving (the button stays busy), false after a failure
 * (told as a toast). `release` re-enables the button when the Back button
 * brings the page back from the back-forward cache mid-hand-off.
 */
export function usePunchoutHandoff({ enabled, locale, release }: { enabled: boolean; locale: Locale; release: () => void }) {
  const t = useTranslations('Punchout');

  useEffect(() => {
    if (!enabled) return;
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) release();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [enabled, release]);

  const send = async (line: CartLine): Promise<boolean> => {
    try {
      // Only punchout pages need the request code: it loads with the first hand-off.
      const { handoffBody, newAttemptId, requestHandoff, submitTransferForm } = await import('@/lib/edge/punchout/handoff-request');
      const step = await requestHandoff(handoffBody(locale, newAttemptId(), line));
      if (step.kind === 'redirect') {
        goTo(step.url);
        return true;
      }
      if (step.kind === 'form') {
        submitTransferForm(step.form);
        return true;
      }
      toastError(messageText(step.message, t));
    } catch (error) {
      console.error('Punchout hand-off failed', error);
      toastError(t('generic'));
    }
    return false;
  };

  // Read only on punchout pages, whose messages carry the namespace.
  const progressText = () => t('sending');

  return { send, progressText };
}
