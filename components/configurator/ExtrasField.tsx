'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { OfferedExtra } from '@/lib/domain/pricing/extras';
import type { ExtraKey } from '@/lib/domain/pricing/tags';
import { InfoTooltip } from './InfoTooltip';
import styles from './Configurator.module.css';

export interface ExtrasFieldProps {
  extras: OfferedExtra[];
  chosen: ExtraKey[];
  onToggle: (key: ExtraKey, on: boolean) => void;
}

/** A checkbox per enabled extra, each with its Optional Extra description as a tooltip. */
export function ExtrasField({ extras, chosen, onToggle }: ExtrasFieldProps) {
  const t = useTranslations('Configurator');
  const id = useId();
  if (extras.length === 0) return null;
  return (
    <fieldset className={styles.extras}>
      <legend className={styles.label}>{t('extras')}</legend>
      {extras.map((extra) => (
        <div key={extra.key} className={styles.extra}>
          <label className={styles.check}>
            <input type="checkbox" checked={chosen.includes(extra.key)} onChange={(e) => onToggle(extra.key, e.target.checked)} />
            {extra.label}
          </label>
          {extra.tooltip && <InfoTooltip id={`${id}-${extra.key}`} label={t('aboutExtra', { label: extra.label })} text={extra.tooltip} />}
        </div>
      ))}
    </fieldset>
  );
}
