import { isTaxExemptPending } from './tax-exempt';
import { TAX_EXEMPT_ELIGIBLE_TAG, TAX_EXEMPT_PENDING_TAG } from './types';

/**
 * What an accepted tax form does to its signed-in sender. With review on
 * (TAX_EXEMPT_REVIEW=on, the default) it only asks: the sender is tagged
 * tax_exempt_pending, and tax_exempt_eligible comes when someone who read
 * the certificate approves it at the form handler's side. With review off
 * the form makes the sender eligible at once. A customer already eligible
 * is left as they are.
 */
export type TaxExemptReview = 'on' | 'off';

/** The tag to add for an accepted tax form, or null when the sender needs none. */
export function taxFormTag(review: TaxExemptReview, tags: readonly string[]): string | null {
  if (tags.includes(TAX_EXEMPT_ELIGIBLE_TAG)) return null;
  return review === 'on' ? TAX_EXEMPT_PENDING_TAG : TAX_EXEMPT_ELIGIBLE_TAG;
}

/** The sender's standing once tagged: eligible (`tagged`), or waiting for review (`pending`). */
export function taxFormStanding(tags: readonly string[]): { tagged: boolean; pending: boolean } {
  return { tagged: tags.includes(TAX_EXEMPT_ELIGIBLE_TAG), pending: isTaxExemptPending(tags) };
}
