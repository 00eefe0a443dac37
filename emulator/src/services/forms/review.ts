import type { CustomerStore } from '../../customers/store.ts';
import { addCustomerTags, removeCustomerTags } from '../../customers/tagging.ts';
import type { CustomerRec } from '../../customers/types.ts';
import type { FormStore, Review, Submission } from './store.ts';

/** The tags a tax-form review moves (the storefront's TAX_EXEMPT_REVIEW=on tags the sender pending). */
export const PENDING_TAG = 'tax_exempt_pending';
export const ELIGIBLE_TAG = 'tax_exempt_eligible';

export type Decision = Exclude<Review, 'pending'>;

export type ReviewOutcome =
  | { ok: true; submission: Submission; customer: CustomerRec }
  | { ok: false; status: 404 | 409; message: string };

/** The customer a submission names (the storefront's server sets customerId from the session), or null. */
export function senderOf(submission: Submission, customers: CustomerStore): CustomerRec | null {
  const id = submission.data.customerId ?? '';
  return /^\d{1,15}$/.test(id) ? customers.byId(Number(id)) : null;
}

/**
 * A reviewer's decision on a pending tax form, applied through the tagging service's operations: approving
 * removes tax_exempt_pending and adds tax_exempt_eligible; rejecting removes tax_exempt_pending. A form sent
 * without a signed-in customer has nobody to tag and cannot be decided.
 */
export function decideTaxForm(forms: FormStore, customers: CustomerStore, id: number, decision: Decision): ReviewOutcome {
  const submission = forms.byId(id);
  if (!submission) return { ok: false, status: 404, message: `There is no form submission ${id}.` };
  if (submission.review !== 'pending') {
    const state = submission.review ? `was already ${submission.review}` : 'is not reviewed';
    return { ok: false, status: 409, message: `Submission ${id} ${state}.` };
  }
  const sender = senderOf(submission, customers);
  if (!sender) return { ok: false, status: 409, message: `Submission ${id} names no customer of this store (sent signed out?): there is nobody to tag.` };
  const customer = decision === 'approved'
    ? removeCustomerTags(customers, addCustomerTags(customers, sender.id, [ELIGIBLE_TAG])!.id, [PENDING_TAG])!
    : removeCustomerTags(customers, sender.id, [PENDING_TAG])!;
  forms.decide(id, decision);
  return { ok: true, submission: forms.byId(id)!, customer };
}
