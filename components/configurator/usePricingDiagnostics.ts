import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { pricingDiagnostic } from '@/lib/domain/configurator/diagnostics';
import type { PricingState } from '@/lib/domain/pricing/state';

/**
 * Once per mount: a pricing file that could not be used is logged, and shown
 * as an error toast in reseller mode and in development.
 */
export function usePricingDiagnostics(pricing: PricingState, title: string, show: boolean): void {
  const t = useTranslations('Configurator');
  // A ref, not deps: the message must not repeat on re-render or on Strict Mode's second effect run.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    const diagnostic = pricingDiagnostic(pricing, title);
    if (!diagnostic) return;
    const message = t(diagnostic.key, diagnostic.values);
    console.warn(`[pricing] ${message}`);
    if (show) void import('@/components/ui/toast').then(({ notify }) => notify(message, 'error'));
  }, [pricing, title, show, t]);
}
