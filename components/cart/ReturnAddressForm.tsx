'use client';

import type { AlternateReturnAddress } from '@/lib/cart/order-options';
import { RETURN_COUNTRIES, isReturnCountry, subdivisionsOf } from '@/lib/static/regions';
import type { AddressLabels } from './labels';
import styles from './CartForms.module.css';

type TextField = 'companyName' | 'addressLine1' | 'addressLine2' | 'city' | 'zipCode';

/**
 * The alternate return address (spec §2, §5 "Cart forms"): a checkbox
 * revealing the form. Every field is free text; the country (United States
 * or Canada) picks the state or province list from lib/static/regions.
 */
export function ReturnAddressForm({
  show,
  address,
  toggleLabel,
  labels,
  onToggle,
  onChange,
}: {
  show: boolean;
  address: AlternateReturnAddress;
  toggleLabel: string;
  labels: AddressLabels;
  onToggle: (show: boolean) => void;
  onChange: (patch: Partial<AlternateReturnAddress>) => void;
}) {
  const canada = address.country === 'Canada';
  const text = (field: TextField, label: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`return-${field}`}>{label}</label>
      <input
        id={`return-${field}`}
        className="field"
        type="text"
        autoComplete={`section-return ${autoComplete}`}
        value={address[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
      />
    </div>
  );

  return (
    <div className={styles.block}>
      <label className={styles.check}>
        <input type="checkbox" checked={show} onChange={(e) => onToggle(e.target.checked)} />
        {toggleLabel}
      </label>
      {show ? (
        <fieldset id="return-address-panel" className={`${styles.panel} ${styles.address}`}>
          <legend className="visually-hidden">{labels.legend}</legend>
          {text('companyName', labels.companyName, 'organization')}
          {text('addressLine1', labels.addressLine1, 'address-line1')}
          {text('addressLine2', labels.addressLine2, 'address-line2')}
          {text('city', labels.city, 'address-level2')}
          <div className={styles.field}>
            <label htmlFor="return-country">{labels.country}</label>
            <select
              id="return-country"
              className="field"
              autoComplete="section-return country-name"
              value={address.country}
              onChange={(e) => {
                if (isReturnCountry(e.target.value)) onChange({ country: e.target.value });
              }}
            >
              {RETURN_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {labels.countries[c]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="return-state">{canada ? labels.province : labels.state}</label>
            <select
              id="return-state"
              className="field"
              autoComplete="section-return address-level1"
              value={address.state}
              onChange={(e) => onChange({ state: e.target.value })}
            >
              {subdivisionsOf(address.country).map((s) => (
                <option key={s.abbreviation} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          {text('zipCode', canada ? labels.postalCode : labels.zipCode, 'postal-code')}
        </fieldset>
      ) : null}
    </div>
  );
}
