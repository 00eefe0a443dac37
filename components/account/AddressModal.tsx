'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { applyServerError, Form, TextField, useZodForm } from '@/components/form';
import { useRecaptcha } from '@/components/recaptcha/useRecaptcha';
import { addressValues, newAddressValues, withCountry } from '@/lib/domain/account/address-view';
import { createAddress, lookupPostalCode, updateAddress } from '@/lib/edge/account/client';
import type { Address } from '@/lib/domain/account/types';
import { lookupZip, needsPostalLookup, zipStateMessage } from '@/lib/domain/account/zip-state';
import { subdivisionsOf } from '@/lib/ground/static/regions';
import { ADDRESS_COUNTRIES, addressSchema, type AddressFormInput, type AddressFormValues } from '@/lib/ground/validation/address';
import { FormActions } from './FormActions';
import { leaveForLogin } from './leaveForLogin';
import { Modal } from './Modal';
import { SelectField } from './SelectField';
import styles from './Forms.module.css';

export interface AddressModalProps {
  /** The address to update, or null to add one. */
  address: Address | null;
  onClose: () => void;
  /** After a successful save, with the toast text (the box reloads the details). */
  onSaved: (message: string) => void;
}

const COUNTRY_LABEL = { 'United States': 'unitedStates', Canada: 'canada' } as const;
const Field = TextField<AddressFormInput>;

/**
 * Add New Address / Update address:
 * the mandatory fields, then the recaptcha ('address'), then for the United
 * States the postal lookup of the zip against the chosen state, then the
 * save. Rendered only while open, so each opening starts afresh.
 */
export function AddressModal({ address, onClose, onSaved }: AddressModalProps) {
  const t = useTranslations('Account');
  const getToken = useRecaptcha();
  const form = useZodForm(addressSchema, address ? addressValues(address) : newAddressValues());
  const country = useWatch({ control: form.control, name: 'country' });
  const canada = country === 'Canada';

  function changeCountry(next: string) {
    const values = withCountry(form.getValues(), next);
    form.setValue('country', values.country);
    form.setValue('province', values.province);
  }

  async function save(data: AddressFormValues) {
    const token = await getToken('address');
    if (!token) return applyServerError(form, { error: 'recaptcha' }, () => ({ message: 'recaptcha' }));
    if (needsPostalLookup(data.country)) {
      const zip = lookupZip(data.zip);
      const key = zip ? zipStateMessage(await lookupPostalCode(zip), data.province) : 'address.zipState';
      // A zip that does not match the state is the zip field's; a failed lookup is the form's.
      if (key) return applyServerError(form, { error: key }, () => ({ field: key === 'address.zipState' ? 'zip' : undefined, message: key }));
    }
    const result = address ? await updateAddress(address.id, data, token) : await createAddress(data, token);
    if (result.ok) {
      onSaved(address ? t('addresses.updated') : t('addresses.added'));
      onClose();
    } else if (result.status === 401) {
      leaveForLogin();
    } else {
      const fallback = address ? t('addresses.updateFailed') : t('addresses.createFailed');
      applyServerError(form, result, (failure) => ({
        message: failure.error === 'recaptcha' ? 'recaptcha' : (failure.messages?.[0] ?? fallback),
      }));
    }
  }

  const optional = t('common.optional');
  return (
    <Modal open wide title={address ? t('addresses.updateTitle') : t('addresses.addTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <Form form={form} id="address" onSubmit={save} className={styles.form}>
        <div className={styles.grid}>
          <Field name="firstName" label={t('addresses.firstName')} autoComplete="given-name" maxLength={100} markRequired />
          <Field name="lastName" label={t('addresses.lastName')} autoComplete="family-name" maxLength={100} markRequired />
          <Field name="company" label={t('addresses.company')} autoComplete="organization" maxLength={200} optional={optional} />
          <Field name="phone" label={t('addresses.phone')} type="tel" autoComplete="tel" maxLength={40} markRequired />
          <Field name="address1" label={t('addresses.address1')} autoComplete="address-line1" maxLength={200} wide markRequired />
          <Field name="address2" label={t('addresses.address2')} autoComplete="address-line2" maxLength={200} wide optional={optional} />
          <Field name="city" label={t('addresses.city')} autoComplete="address-level2" maxLength={100} markRequired />
          <SelectField<AddressFormInput> name="country" label={t('addresses.country')} autoComplete="country-name" onValue={changeCountry}>
            {ADDRESS_COUNTRIES.map((value) => (
              <option key={value} value={value}>
                {t(`addresses.countries.${COUNTRY_LABEL[value]}`)}
              </option>
            ))}
          </SelectField>
          <SelectField<AddressFormInput>
            name="province"
            label={canada ? t('addresses.province') : t('addresses.state')}
            autoComplete="address-level1"
          >
            {subdivisionsOf(country).map((s) => (
              <option key={s.abbreviation} value={s.name}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <Field
            name="zip"
            label={canada ? t('addresses.postalCode') : t('addresses.zip')}
            autoComplete="postal-code"
            maxLength={20}
            markRequired
          />
        </div>
        <FormActions submitLabel={t('addresses.save')} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
