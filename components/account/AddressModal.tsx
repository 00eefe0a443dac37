'use client';

import { useState, type FormEvent } from 'react';
import { useRecaptcha } from '@/components/recaptcha/useRecaptcha';
import { addressValues, newAddressValues, withCountry, type AddressFormValues } from '@/lib/account/address-view';
import { createAddress, lookupPostalCode, updateAddress } from '@/lib/account/client';
import type { Address } from '@/lib/account/types';
import { lookupZip, needsPostalLookup, zipStateMessage } from '@/lib/account/zip-state';
import { subdivisionsOf } from '@/lib/static/regions';
import { ADDRESS_COUNTRIES, addressSchema } from '@/lib/validation/address';
import { messageFor } from '@/lib/validation/messages';
import { firstIssue } from './issues';
import type { AddressLabels, CommonLabels, ValidationMessages } from './labels';
import { leaveForLogin } from './leaveForLogin';
import { Modal } from './Modal';
import { ModalActions } from './ModalActions';
import { TextField } from './TextField';
import styles from './Forms.module.css';

export interface AddressModalProps {
  /** The address to update, or null to add one. */
  address: Address | null;
  labels: AddressLabels;
  common: CommonLabels;
  validation: ValidationMessages;
  onClose: () => void;
  /** After a successful save, with the toast text (the box reloads the details). */
  onSaved: (message: string) => void;
}

type FieldError = { field: string | null; message: string };
type FieldOptions = { optional?: boolean; type?: string; maxLength?: number; wide?: boolean };

const COUNTRY_LABEL = { 'United States': 'unitedStates', Canada: 'canada' } as const;

/**
 * Add New Address / Update address (spec accounts §5 "Address form", §8):
 * the mandatory fields, then the recaptcha ('address'), then for the United
 * States the postal lookup of the zip against the chosen state, then the
 * save. Rendered only while open, so each opening starts afresh.
 */
export function AddressModal({ address, labels, common, validation, onClose, onSaved }: AddressModalProps) {
  const getToken = useRecaptcha();
  const [values, setValues] = useState<AddressFormValues>(() => (address ? addressValues(address) : newAddressValues()));
  const [error, setError] = useState<FieldError | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof AddressFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const text = (key: string) => messageFor(validation, key);

  /** The first reason not to save, or null. */
  async function check(): Promise<{ error: FieldError } | { token: string; data: AddressFormValues }> {
    const parsed = addressSchema.safeParse(values);
    const issue = firstIssue(parsed);
    if (issue || !parsed.success) {
      return { error: { field: issue?.field ?? null, message: text(issue?.key ?? 'address.mandatory') } };
    }
    const token = await getToken('address');
    if (!token) return { error: { field: null, message: text('recaptcha') } };
    const data = { ...parsed.data, country: values.country };
    if (needsPostalLookup(data.country)) {
      const zip = lookupZip(data.zip);
      const key = zip ? zipStateMessage(await lookupPostalCode(zip), data.province) : 'address.zipState';
      if (key) return { error: { field: key === 'address.zipState' ? 'zip' : null, message: text(key) } };
    }
    return { token, data };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const checked = await check();
      if ('error' in checked) return setError(checked.error);
      const result = address
        ? await updateAddress(address.id, checked.data, checked.token)
        : await createAddress(checked.data, checked.token);
      if (result.ok) {
        onSaved(address ? labels.updated : labels.added);
        onClose();
        return;
      }
      if (result.status === 401) {
        leaveForLogin();
        return;
      }
      const fallback = address ? labels.updateFailed : labels.createFailed;
      const message = result.error === 'recaptcha' ? text('recaptcha') : (result.messages?.[0] ?? fallback);
      setError({ field: null, message });
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof AddressFormValues, label: string, autoComplete: string, extra: FieldOptions = {}) => (
    <TextField
      id={`address-${name}`}
      label={label}
      type={extra.type ?? 'text'}
      autoComplete={autoComplete}
      maxLength={extra.maxLength ?? 200}
      optionalLabel={extra.optional ? common.optional : undefined}
      wide={extra.wide}
      value={values[name]}
      onValue={set(name)}
      invalid={error?.field === name}
    />
  );
  const canada = values.country === 'Canada';

  return (
    <Modal open wide title={address ? labels.updateTitle : labels.addTitle} closeLabel={common.close} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.grid}>
          {field('firstName', labels.firstName, 'given-name', { maxLength: 100 })}
          {field('lastName', labels.lastName, 'family-name', { maxLength: 100 })}
          {field('company', labels.company, 'organization', { optional: true })}
          {field('phone', labels.phone, 'tel', { type: 'tel', maxLength: 40 })}
          {field('address1', labels.address1, 'address-line1', { wide: true })}
          {field('address2', labels.address2, 'address-line2', { optional: true, wide: true })}
          {field('city', labels.city, 'address-level2', { maxLength: 100 })}
          <div className={styles.field}>
            <label htmlFor="address-country">
              {labels.country}
              <span className={styles.required} aria-hidden="true"> *</span>
            </label>
            <select
              id="address-country"
              className="field"
              autoComplete="country-name"
              aria-required
              value={values.country}
              onChange={(event) => setValues((v) => withCountry(v, event.target.value))}
            >
              {ADDRESS_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {labels.countries[COUNTRY_LABEL[country]]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="address-province">
              {canada ? labels.province : labels.state}
              <span className={styles.required} aria-hidden="true"> *</span>
            </label>
            <select
              id="address-province"
              className="field"
              autoComplete="address-level1"
              aria-required
              aria-invalid={error?.field === 'province' || undefined}
              value={values.province}
              onChange={(event) => set('province')(event.target.value)}
            >
              {subdivisionsOf(values.country).map((s) => (
                <option key={s.abbreviation} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          {field('zip', canada ? labels.postalCode : labels.zip, 'postal-code', { maxLength: 20 })}
        </div>
        <ModalActions
          error={error?.message ?? null}
          cancelLabel={common.cancel}
          submitLabel={labels.save}
          busy={saving}
          busyLabel={common.saving}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
