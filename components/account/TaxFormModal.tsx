'use client';

import { useTranslations } from 'next-intl';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { applyServerError, fieldId, Form, formStyles, TextField, useFormIds, useZodForm } from '@/components/form';
import { useRecaptcha } from '@/components/recaptcha/useRecaptcha';
import { taxFormSchema, type TaxDraft } from '@/lib/domain/account/tax-draft';
import { US_STATES } from '@/lib/ground/static/regions';
import type { TaxFormFields } from '@/lib/ground/validation/tax-form';
import { FormActions } from './FormActions';
import { Modal } from './Modal';
import { SelectField } from './SelectField';
import styles from './Forms.module.css';

const Field = TextField<TaxDraft>;

export interface TaxFormModalProps {
  draft: TaxDraft;
  /** What was typed, kept by the box when the modal closes or sends. */
  onDraft: (draft: TaxDraft) => void;
  onClose: () => void;
  /** A complete, checked form with its recaptcha token: the box sends it and shows the banner. */
  onSubmit: (fields: TaxFormFields, file: File, recaptchaToken: string) => void;
}

/**
 * The tax form: the business details, the
 * certificate of exemption as a PDF (checked by content and size) and a
 * recaptcha ('tax_form'). The values live in the box (`draft`) between
 * openings, so closing or a failed submission loses nothing.
 */
export function TaxFormModal({ draft, onDraft, onClose, onSubmit }: TaxFormModalProps) {
  const t = useTranslations('Account');
  const getToken = useRecaptcha();
  const form = useZodForm(taxFormSchema, draft);
  const close = () => {
    onDraft(form.getValues());
    onClose();
  };

  async function send({ file, ...fields }: TaxFormFields & { file: File | null }) {
    const token = await getToken('tax_form');
    if (!token) return applyServerError(form, { error: 'recaptcha' }, () => ({ message: 'recaptcha' }));
    // The schema has checked the certificate; the check keeps its type.
    if (!file) return;
    onDraft(form.getValues());
    onSubmit(fields, file, token);
  }

  const optional = t('common.optional');
  return (
    <Modal open wide title={t('tax.modalTitle')} closeLabel={t('common.close')} onClose={close}>
      <p className={styles.hint}>{t('tax.intro')}</p>
      <Form form={form} id="tax" onSubmit={send} className={styles.form}>
        <div className={styles.grid}>
          <Field name="firstName" label={t('tax.firstName')} autoComplete="given-name" maxLength={200} markRequired />
          <Field name="lastName" label={t('tax.lastName')} autoComplete="family-name" maxLength={200} markRequired />
          <Field name="companyName" label={t('tax.companyName')} autoComplete="organization" maxLength={200} optional={optional} />
          <Field name="ein" label={t('tax.ein')} autoComplete="off" maxLength={200} hint={t('tax.einHint')} markRequired />
          <Field name="addressLine1" label={t('tax.addressLine1')} autoComplete="address-line1" maxLength={200} wide markRequired />
          <Field name="addressLine2" label={t('tax.addressLine2')} autoComplete="address-line2" maxLength={200} wide optional={optional} />
          <Field name="city" label={t('tax.city')} autoComplete="address-level2" maxLength={200} markRequired />
          <SelectField<TaxDraft> name="state" label={t('tax.state')} autoComplete="address-level1">
            <option value="">{t('tax.chooseState')}</option>
            {US_STATES.map((s) => (
              <option key={s.abbreviation} value={s.name}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <Field name="zip" label={t('tax.zip')} autoComplete="postal-code" maxLength={200} markRequired />
          <Field name="country" label={t('tax.country')} autoComplete="country-name" maxLength={200} markRequired />
          <Field name="phone" label={t('tax.phone')} type="tel" autoComplete="tel" maxLength={200} markRequired />
          <Field name="email" label={t('tax.email')} type="email" autoComplete="email" maxLength={254} wide markRequired />
          <CertificateField />
        </div>
        {/* Thirteen fields: one submission names every one still wrong, not one mistake at a time. */}
        <FormActions submitLabel={t('tax.submit')} onCancel={close} everyError />
      </Form>
    </Modal>
  );
}

/** The certificate of exemption: a PDF file input, the chosen file's name in its hint. */
function CertificateField() {
  const t = useTranslations('Account.tax');
  const { register, setValue } = useFormContext<TaxDraft>();
  const file = useWatch<TaxDraft, 'file'>({ name: 'file' });
  const { errors } = useFormState<TaxDraft>({ name: 'file' });
  // The input holds a FileList; the form holds the one file chosen.
  const { ref, name, onBlur } = register('file');
  const ids = useFormIds();
  const id = fieldId(ids.id, 'file');
  const invalid = get(errors, 'file') !== undefined;
  return (
    <div className={`${formStyles.field} ${formStyles.wide}`}>
      <label htmlFor={id} className={formStyles.label}>
        {t('file')}
        <span className={formStyles.required} aria-hidden="true">
          {' *'}
        </span>
      </label>
      <input
        id={id}
        ref={ref}
        name={name}
        onBlur={onBlur}
        onChange={(event) => setValue('file', event.target.files?.[0] ?? null)}
        className={`field ${formStyles.input}`}
        type="file"
        accept="application/pdf"
        aria-required
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-hint`, invalid ? ids.errorId : null].filter(Boolean).join(' ')}
      />
      <p id={`${id}-hint`} className={formStyles.hint}>
        {file ? `${t('selectedFile', { name: file.name })} · ` : ''}
        {t('fileHint')}
      </p>
    </div>
  );
}
