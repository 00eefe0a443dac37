'use client';

import { useState, type FormEvent } from 'react';
import { useRecaptcha } from '@/components/recaptcha/useRecaptcha';
import { fill } from '@/lib/configurator/messages';
import { US_STATES } from '@/lib/static/regions';
import { messageFor } from '@/lib/validation/messages';
import { TAX_FORM_MAX_FILE_BYTES, isPdfBytes, taxFormFieldsSchema, type TaxFormFields } from '@/lib/validation/tax-form';
import { readFileHead } from './fileHead';
import { firstIssue } from './issues';
import type { CommonLabels, TaxLabels, ValidationMessages } from './labels';
import { Modal } from './Modal';
import { ModalActions } from './ModalActions';
import type { TaxDraft } from './taxDraft';
import { TextField } from './TextField';
import styles from './Forms.module.css';

export interface TaxFormModalProps {
  draft: TaxDraft;
  onDraft: (draft: TaxDraft) => void;
  labels: TaxLabels;
  common: CommonLabels;
  validation: ValidationMessages;
  onClose: () => void;
  /** A complete, checked form with its recaptcha token: the box sends it and shows the banner. */
  onSubmit: (fields: TaxFormFields, file: File, recaptchaToken: string) => void;
}

type TextName = Exclude<keyof TaxFormFields, 'state'>;
type TextOptions = { optional?: boolean; type?: string; hint?: string; wide?: boolean };
type FieldError = { field: string | null; message: string };

/** The certificate's problem as a Validation key, or null for a PDF within the size limit. */
async function fileProblem(file: File | null): Promise<string | null> {
  if (!file || file.size === 0) return 'taxForm.file';
  if (file.size > TAX_FORM_MAX_FILE_BYTES) return 'taxForm.fileTooLarge';
  return isPdfBytes(await readFileHead(file)) ? null : 'taxForm.file';
}

/**
 * The tax form (spec accounts §3 "Tax form", §5): the business details, the
 * certificate of exemption as a PDF (checked by content and size) and a
 * recaptcha ('tax_form'). The values live in the box (`draft`), so closing
 * or a failed submission loses nothing.
 */
export function TaxFormModal({ draft, onDraft, labels, common, validation, onClose, onSubmit }: TaxFormModalProps) {
  const getToken = useRecaptcha();
  const [error, setError] = useState<FieldError | null>(null);
  const [checking, setChecking] = useState(false);
  const setField = (name: keyof TaxFormFields) => (value: string) =>
    onDraft({ ...draft, fields: { ...draft.fields, [name]: value } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking) return;
    const parsed = taxFormFieldsSchema.safeParse(draft.fields);
    const issue = firstIssue(parsed);
    if (issue || !parsed.success) {
      setError({ field: issue?.field ?? null, message: messageFor(validation, issue?.key ?? 'taxForm.firstName') });
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const problem = await fileProblem(draft.file);
      if (problem || !draft.file) return setError({ field: 'file', message: messageFor(validation, problem ?? 'taxForm.file') });
      const token = await getToken('tax_form');
      if (!token) return setError({ field: null, message: messageFor(validation, 'recaptcha') });
      onSubmit(parsed.data, draft.file, token);
    } finally {
      setChecking(false);
    }
  }

  const text = (name: TextName, label: string, autoComplete: string, options: TextOptions = {}) => (
    <TextField
      id={`tax-${name}`}
      label={label}
      type={options.type ?? 'text'}
      autoComplete={autoComplete}
      maxLength={name === 'email' ? 254 : 200}
      optionalLabel={options.optional ? common.optional : undefined}
      hint={options.hint}
      wide={options.wide}
      value={draft.fields[name]}
      onValue={setField(name)}
      invalid={error?.field === name}
    />
  );

  return (
    <Modal open wide title={labels.modalTitle} closeLabel={common.close} onClose={onClose}>
      <p className={styles.hint}>{labels.intro}</p>
      <form className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.grid}>
          {text('firstName', labels.firstName, 'given-name')}
          {text('lastName', labels.lastName, 'family-name')}
          {text('companyName', labels.companyName, 'organization', { optional: true })}
          {text('ein', labels.ein, 'off', { hint: labels.einHint })}
          {text('addressLine1', labels.addressLine1, 'address-line1', { wide: true })}
          {text('addressLine2', labels.addressLine2, 'address-line2', { optional: true, wide: true })}
          {text('city', labels.city, 'address-level2')}
          <div className={styles.field}>
            <label htmlFor="tax-state">
              {labels.state}
              <span className={styles.required} aria-hidden="true"> *</span>
            </label>
            <select
              id="tax-state"
              className="field"
              autoComplete="address-level1"
              aria-required
              aria-invalid={error?.field === 'state' || undefined}
              value={draft.fields.state}
              onChange={(event) => setField('state')(event.target.value)}
            >
              <option value="">{labels.chooseState}</option>
              {US_STATES.map((s) => (
                <option key={s.abbreviation} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          {text('zip', labels.zip, 'postal-code')}
          {text('country', labels.country, 'country-name')}
          {text('phone', labels.phone, 'tel', { type: 'tel' })}
          {text('email', labels.email, 'email', { type: 'email', wide: true })}
          <div className={`${styles.field} ${styles.full}`}>
            <label htmlFor="tax-file">
              {labels.file}
              <span className={styles.required} aria-hidden="true"> *</span>
            </label>
            <input
              id="tax-file"
              className="field"
              type="file"
              accept="application/pdf"
              aria-required
              aria-invalid={error?.field === 'file' || undefined}
              aria-describedby="tax-file-hint"
              onChange={(event) => onDraft({ ...draft, file: event.target.files?.[0] ?? null })}
            />
            <p id="tax-file-hint" className={styles.hint}>
              {draft.file ? `${fill(labels.selectedFile, { name: draft.file.name })} · ` : ''}
              {labels.fileHint}
            </p>
          </div>
        </div>
        <ModalActions
          error={error?.message ?? null}
          cancelLabel={common.cancel}
          submitLabel={labels.submit}
          busy={checking}
          busyLabel={common.saving}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
