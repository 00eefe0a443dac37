'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { applyServerError, Form, FormErrors, SubmitButton, TextField, useZodForm } from '@/components/form';
import { shareDate } from '@/lib/domain/design/proof-share-ref';
import { approveProof } from '@/lib/edge/design/proof-share-client';
import { PROOF_APPROVAL_COMMENT_MAX, PROOF_APPROVER_NAME_MAX, proofApprovalSchema, type ProofApprovalInput } from '@/lib/ground/validation/proof-approval';
import styles from './ProofApproveForm.module.css';

export interface ProofApproveFormProps {
  /** The link's token: what the approval is for. */
  token: string;
  /** When the proof was approved already (ms since the epoch), else null. */
  approvedAt: number | null;
}

const FORM_ID = 'proof-approve';

/**
 * Approve, on a shared proof's page: a colleague, not signed in, may add
 * their name and a comment. Once approved, the page says so instead.
 */
export function ProofApproveForm({ token, approvedAt }: ProofApproveFormProps) {
  const t = useTranslations('ProofShare.approve');
  const locale = useLocale();
  const form = useZodForm(proofApprovalSchema, { name: '', comment: '' });
  const [approved, setApproved] = useState(approvedAt);

  if (approved !== null) {
    return (
      <p className={styles.done} role="status" data-testid="proof-approved">
        {t('approved', { date: shareDate(approved, locale) })}
      </p>
    );
  }

  async function onSubmit({ name, comment }: ProofApprovalInput) {
    const result = await approveProof({ token, name: name || undefined, comment: comment || undefined });
    if (result.ok) {
      setApproved(result.data.approvedAt);
      return;
    }
    applyServerError(form, result, (failure) => ({
      message: failure.error === 'expired' ? t('expired') : failure.error === 'rate_limited' ? t('rateLimited') : t('failed'),
    }));
  }

  return (
    <section className={styles.approve} aria-labelledby={`${FORM_ID}-title`}>
      <h2 id={`${FORM_ID}-title`} className={styles.heading}>
        {t('heading')}
      </h2>
      <Form form={form} id={FORM_ID} onSubmit={onSubmit}>
        <TextField<ProofApprovalInput> name="name" label={t('name')} maxLength={PROOF_APPROVER_NAME_MAX + 20} autoComplete="name" />
        <TextField<ProofApprovalInput> name="comment" label={t('comment')} rows={3} maxLength={PROOF_APPROVAL_COMMENT_MAX + 50} />
        <FormErrors />
        <SubmitButton label={t('button')} busyLabel={t('approving')} />
      </Form>
    </section>
  );
}
