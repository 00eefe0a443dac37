'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useValidationText } from '@/components/form';
import { submitForm } from '@/lib/edge/account/client';
import { emptyTaxDraft, taxFormData, type TaxDraft } from '@/lib/domain/account/tax-draft';
import type { ApiFailure } from '@/lib/edge/api/client';
import { isTaxExempt, isTaxExemptPending } from '@/lib/domain/account/tax-exempt';
import type { TaxFormFields } from '@/lib/ground/validation/tax-form';
import { AccountBox, LinkButton, type CustomerBoxProps } from './AccountBox';
import { TaxFormBanner, type TaxBannerState } from './TaxFormBanner';
import { TaxFormModal } from './TaxFormModal';
import styles from './Account.module.css';

/**
 * The Tax Exempt Status box: the status from the
 * tax_exempt=true tag and the tax form. A submission goes to /api/forms as
 * multipart; once the form handler has it, the server itself tags the
 * signed-in customer in that same request (no separate call could):
 * tax_exempt_pending while someone reviews the certificate, which the box
 * says, or tax_exempt_eligible with review off. The details are reloaded.
 * The page leaves the box out on the Canada and French sites.
 */
export function TaxExemptBox({ customer, onChanged }: CustomerBoxProps) {
  const t = useTranslations('Account');
  const validationText = useValidationText();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TaxDraft>(() => emptyTaxDraft(customer));
  const [banner, setBanner] = useState<TaxBannerState | null>(null);
  const exempt = isTaxExempt(customer.tags);
  const underReview = isTaxExemptPending(customer.tags);

  function failureText(failure: ApiFailure): string {
    if (failure.status === 0) return t('tax.networkError');
    if (failure.status === 413) return validationText('taxForm.fileTooLarge');
    if (failure.error === 'recaptcha') return validationText('recaptcha');
    if (failure.error === 'rate_limited') return t('common.rateLimited');
    return failure.message ?? failure.error;
  }

  async function send(fields: TaxFormFields, file: File, token: string) {
    setOpen(false);
    setBanner({ kind: 'submitting' });
    const result = await submitForm(taxFormData(fields, file, token));
    if (!result.ok) {
      setBanner({ kind: 'failed', detail: failureText(result) });
      return;
    }
    setBanner({ kind: 'submitted' });
    setDraft(emptyTaxDraft(customer));
    // The reply's tags (pending or eligible) are already on the platform: reloading shows them.
    onChanged();
  }

  return (
    <AccountBox id="tax-exempt-title" title={t('tax.title')}>
      {banner ? <TaxFormBanner state={banner} onDismiss={() => setBanner(null)} /> : null}
      <p className={styles.detail}>
        {t('tax.status')} <strong data-testid="tax-status">{exempt ? t('tax.exempt') : t('tax.nonExempt')}</strong>
      </p>
      {underReview ? (
        <p className={styles.detail} data-testid="tax-review">
          {t('tax.underReview')}
        </p>
      ) : null}
      <p className={styles.links}>
        <LinkButton onClick={() => setOpen(true)}>{t('tax.fill')}</LinkButton>
      </p>
      {open ? (
        <TaxFormModal
          draft={draft}
          onDraft={setDraft}
          onClose={() => setOpen(false)}
          onSubmit={(fields, file, token) => void send(fields, file, token)}
        />
      ) : null}
    </AccountBox>
  );
}
