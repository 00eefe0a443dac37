'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { DieCutError } from '@/lib/domain/design/die-cut';
import { BORDERS, type Border } from '@/lib/domain/design/outline';
import { wholeMillimetres } from '@/lib/domain/configurator/size-units';
import styles from './DesignModal.module.css';

/** A die-cut size problem: one of the size rules, or artwork that no allowed size fits. */
export type DieCutIssue = DieCutError | { key: 'scaling'; max: number; min: number };

export interface DieCutPanelProps {
  border: Border;
  onBorder: (border: Border) => void;
  /** Null until the shopper's artwork has a cut line. */
  size: { width: string; height: string } | null;
  onWidth: (value: string) => void;
  onHeight: (value: string) => void;
  issue: DieCutIssue | null;
  /** Tracing or reloading: the choices wait. */
  busy: boolean;
  /** The id the Review button points at for its reason. */
  issueId: string;
  /** A site whose shoppers measure in millimetres: each side reads in millimetres too. */
  metric?: boolean;
}

function issueText(td: ReturnType<typeof useTranslations<'DieCut'>>, issue: DieCutIssue): string {
  const { key, ...values } = issue;
  return td(key, values);
}

/**
 * A die-cut product's own choices: the border between the artwork and the cut
 * line, and the sticker's width and height, tied by the artwork's
 * proportions; a size problem is shown here and blocks Review Design.
 */
export function DieCutPanel({ border, onBorder, size, onWidth, onHeight, issue, busy, issueId, metric = false }: DieCutPanelProps) {
  const t = useTranslations('Artwork');
  const td = useTranslations('DieCut');
  const id = useId();
  // The sides stay typed in inches (the shape is traced and sized in them); the metric reading follows each keystroke.
  const inMillimetres = (inches: string) => {
    const value = Number(inches.trim().replace(',', '.'));
    return metric && inches.trim() !== '' && Number.isFinite(value) && value > 0 ? (
      <span className={styles.metricReading} data-testid="die-cut-mm">
        {t('inMillimetres', { mm: wholeMillimetres(value) })}
      </span>
    ) : null;
  };
  const labels: Record<Border, string> = { None: t('borderNone'), Small: t('borderSmall'), Large: t('borderLarge') };
  return (
    <div className={styles.dieCut} data-testid="die-cut">
      <fieldset className={styles.borderChoice} disabled={busy || !size}>
        <legend>{t('border')}</legend>
        <div className={styles.borderOptions}>
          {BORDERS.map((b) => (
            <label key={b} className={styles.borderOption}>
              <input type="radio" name={`${id}-border`} value={b} checked={border === b} onChange={() => onBorder(b)} />
              <span>{labels[b]}</span>
            </label>
          ))}
        </div>
        <p className={styles.uploadHint}>{t('borderHint')}</p>
      </fieldset>
      {size ? (
        <fieldset className={styles.dieCutSize} disabled={busy}>
          <legend>{t('dieCutSize')}</legend>
          <div className={styles.dieCutFields}>
            <label>
              <span>{t('width')}</span>
              <input type="number" inputMode="decimal" step="0.01" min="0" value={size.width} onChange={(e) => onWidth(e.currentTarget.value)} aria-invalid={issue !== null && issue.key.startsWith('width')} aria-describedby={issue ? issueId : undefined} data-testid="die-cut-width" />
              {inMillimetres(size.width)}
            </label>
            <label>
              <span>{t('height')}</span>
              <input type="number" inputMode="decimal" step="0.01" min="0" value={size.height} onChange={(e) => onHeight(e.currentTarget.value)} aria-invalid={issue !== null && issue.key.startsWith('height')} aria-describedby={issue ? issueId : undefined} data-testid="die-cut-height" />
              {inMillimetres(size.height)}
            </label>
          </div>
          <p className={styles.uploadHint}>{t('sizeTied')}</p>
        </fieldset>
      ) : (
        <p className={styles.uploadHint}>{t('uploadFirst')}</p>
      )}
      <p id={issueId} className={styles.reason} role={issue ? 'alert' : undefined} data-testid="die-cut-error">
        {issue ? issueText(td, issue) : null}
      </p>
    </div>
  );
}
