'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { InfoTooltip } from '@/components/configurator/InfoTooltip';
import styles from './DesignModal.module.css';

const GUIDES = [
  { key: 'bleed', tip: 'bleedTip', swatch: styles.swatchBleed },
  { key: 'cutMargin', tip: 'cutMarginTip', swatch: styles.swatchCut },
  { key: 'cautionZone', tip: 'cautionZoneTip', swatch: styles.swatchCaution },
] as const;

/** What the editor's guide lines mean: a tooltip each for bleed, cut margin and caution zone. */
export function GuideLegend() {
  const t = useTranslations('Design');
  const id = useId();
  return (
    <div className={styles.legend}>
      <p className={styles.legendTitle}>{t('guides')}</p>
      <ul className={styles.legendList}>
        {GUIDES.map(({ key, tip, swatch }) => (
          <li key={key} className={styles.legendItem}>
            <span className={`${styles.swatch} ${swatch}`} aria-hidden="true" />
            <span>{t(key)}</span>
            <InfoTooltip id={`${id}-${key}`} label={t('aboutGuide', { label: t(key) })} text={t(tip)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
