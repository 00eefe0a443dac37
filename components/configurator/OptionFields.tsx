'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { CUSTOM_SIZE } from '@/lib/domain/configurator/derive';
import type { CustomSizeError, CustomSizeLimits } from '@/lib/domain/configurator/custom-size';
import { limitsIn, type SizeUnit } from '@/lib/domain/configurator/size-units';
import { optionLabelKey } from '@/lib/domain/catalog/option-labels';
import type { ConfiguratorOption } from '@/lib/domain/configurator/types';
import type { Selection } from '@/lib/domain/configurator/variants';
import styles from './Configurator.module.css';


export interface OptionFieldsProps {
  options: ConfiguratorOption[];
  selection: Selection;
  /** The option that gets a 'Custom Size' entry (null: none). */
  customSizeOption: string | null;
  customWidth: string;
  customHeight: string;
  customError: CustomSizeError | null;
  /** The unit the dimensions are typed in; null: inches only, no choice (a site without millimetres). */
  unit: SizeUnit | null;
  /** The custom-size limits, stated in the unit in use when the size is out of them. */
  limits: CustomSizeLimits | null;
  onUnitChange: (unit: SizeUnit) => void;
  /** Id of the custom-size message (ADD TO CART points at it). */
  errorId: string;
  onSelect: (name: string, value: string) => void;
  onCustomChange: (dimension: 'customWidth' | 'customHeight', value: string) => void;
}

/** One dropdown per product option (in option order) and, for Custom Size, the width and height fields. */
export function OptionFields(props: OptionFieldsProps) {
  const { options, selection, customSizeOption } = props;
  const t = useTranslations('Configurator');
  const id = useId();
  const customOn = customSizeOption !== null && selection[customSizeOption] === CUSTOM_SIZE;
  const { errorId } = props;
  const unit = props.unit ?? 'in';
  const shownLimits = props.limits && limitsIn(props.limits, unit);
  // The usual options have their message; any other shows the platform's name in the shopper's language.
  const label = (option: { name: string; label?: string }) => {
    const key = optionLabelKey(option.name);
    return key ? t(key) : (option.label ?? option.name);
  };
  return (
    <>
      {options.map((option, i) => (
        <div key={option.name} className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-o${i}`}>
            {label(option)}
          </label>
          <select
            id={`${id}-o${i}`}
            className="field"
            value={selection[option.name] ?? ''}
            onChange={(e) => props.onSelect(option.name, e.target.value)}
          >
            {option.values.map((value, v) => (
              <option key={value} value={value}>
                {option.valueLabels?.[v] ?? value}
              </option>
            ))}
            {option.name === customSizeOption && <option value={CUSTOM_SIZE}>{t('customSize')}</option>}
          </select>
        </div>
      ))}
      {customOn && (
        <div className={styles.customSize}>
          <div className={styles.dimensions}>
            {(['customWidth', 'customHeight'] as const).map((dimension) => (
              <div key={dimension} className={styles.field}>
                <label className={styles.label} htmlFor={`${id}-${dimension}`}>
                  {t(dimension === 'customWidth' ? 'width' : 'height', { unit })}
                </label>
                <input
                  id={`${id}-${dimension}`}
                  className="field"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={dimension === 'customWidth' ? props.customWidth : props.customHeight}
                  aria-invalid={props.customError !== null}
                  aria-describedby={props.customError ? errorId : undefined}
                  onChange={(e) => props.onCustomChange(dimension, e.target.value)}
                />
              </div>
            ))}
            {props.unit && (
              <div className={styles.field}>
                <label className={styles.label} htmlFor={`${id}-unit`}>
                  {t('sizeUnit')}
                </label>
                <select id={`${id}-unit`} className="field" value={props.unit} onChange={(e) => props.onUnitChange(e.target.value as SizeUnit)}>
                  <option value="in">{t('unitInches')}</option>
                  <option value="mm">{t('unitMillimetres')}</option>
                </select>
              </div>
            )}
          </div>
          <p id={errorId} className={styles.error} aria-live="polite">
            {props.customError === 'decimals' ? (
              t(unit === 'mm' ? 'customSizeDecimalsMm' : 'customSizeDecimals')
            ) : props.customError === 'range' ? (
              <>
                <span>{t('customSizeRange')}</span>
                {shownLimits && <span> {t('customSizeLimits', { ...shownLimits, unit })}</span>}
              </>
            ) : null}
          </p>
        </div>
      )}
    </>
  );
}
