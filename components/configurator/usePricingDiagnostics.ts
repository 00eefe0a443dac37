import { useEffect, useRef } from 'react';
import { notify } from '@/components/ui/toast';
import { pricingDiagnostic, type PricingDiagnosticTemplates } from '@/lib/configurator/diagnostics';
import type { PricingState } from '@/lib/pricing/state';

/**
 * Once per mount: a pricing file that could not be used is logged, and shown
 * as an error toast where spec §5 wants it (reseller mode, development).
 */
export function usePricingDiagnostics(pricing: PricingState, title: string, show: boolean, templates: PricingDiagnosticTemplates): void {
  // A ref, not deps: the message must not repeat on re-render or on Strict Mode's second effect run.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    const message = pricingDiagnostic(pricing, title, templates);
    if (!message) return;
    console.warn(`[pricing] ${message}`);
    if (show) notify(message, 'error');
  }, [pricing, title, show, templates]);
}
