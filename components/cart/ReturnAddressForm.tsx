'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { ORDER_TEXT_LIMITS } from '@/lib/domain/cart/order-fields';
import type { OrderOptionsForm } from '@/lib/domain/cart/order-options-form';
import { RETURN_COUNTRIES, subdivisionsOf } from '@/lib/ground/static/regions';
import { OptionToggle } from './OptionToggle';
import styles from './CartForms.module.css';

type TextField = 'companyName' | 'addressLine1' | 'addressLine2' | 'city' | 'zipCode';

/**
 * The alternate return address: a checkbox
 * revealing the form. Every field is free text; the country (United States
 * or Canada) picks the state or province list from lib/ground/static/regions.
 */
export function ReturnAddressForm() {
  const t = useTranslations('Cart');
  const { register, control } = useFormContext<OrderOptionsForm>();
  const country = useWatch({ control, name: 'alternateReturnAddr.country' });
  const canada = country === 'Canada';
  const text = (field: TextField, label: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`return-${field}`}>{label}</label>
      <input
        id={`return-${field}`}
        className="field"
        type="text"
        autoComplete={`section-return ${autoComplete}`}
        maxLength={ORDER_TEXT_LIMITS[field]}
        {...register(`alternateReturnAddr.${field}`)}
      />
    </div>
  );

  return (
    <OptionToggle name="showAlternateReturnAddr" label={t('alternateReturnAddress')}>
      <fieldset id="return-address-panel" className={`${styles.panel} ${styles.address}`}>
        <legend className="visually-hidden">{t('address.legend')}</legend>
        {text('companyName', t('address.companyName'), 'organization')}
        {text('addressLine1', t('address.addressLine1'), 'address-line1')}
        {text('addressLine2', t('address.addressLine2'), 'address-line2')}
        {text('city', t('address.city'), 'address-level2')}
        <div className={styles.field}>
          <label htmlFor="return-country">{t('address.country')}</label>
          <select id="return-country" className="field" autoComplete="section-return country-name" {...register('alternateReturnAddr.country')}>
            {RETURN_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c === 'Canada' ? t('address.canada') : t('address.unitedStates')}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="return-state">{canada ? t('address.province') : t('address.state')}</label>
          <select id="return-state" className="field" autoComplete="section-return address-level1" {...register('alternateReturnAddr.state')}>
            {subdivisionsOf(country ?? '').map((s) => (
              <option key={s.abbreviation} value={s.name}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        {text('zipCode', canada ? t('address.postalCode') : t('address.zipCode'), 'postal-code')}
      </fieldset>
    </OptionToggle>
  );
}
