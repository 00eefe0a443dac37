'use client';

import { useTranslations } from 'next-intl';
import styles from './CartForms.module.css';

/** Special instructions (spec §2): a checkbox revealing a textarea; the note is sent only while it is ticked. */
export function OrderNotes({
  show,
  notes,
  onToggle,
  onNotes,
}: {
  show: boolean;
  notes: string;
  onToggle: (show: boolean) => void;
  onNotes: (notes: string) => void;
}) {
  const t = useTranslations('Cart');
  return (
    <div className={styles.block}>
      <label className={styles.check}>
        <input type="checkbox" checked={show} onChange={(e) => onToggle(e.target.checked)} />
        {t('specialInstructions')}
      </label>
      {show ? (
        <div id="order-notes-panel" className={styles.panel}>
          <label htmlFor="order-notes" className="visually-hidden">
            {t('specialInstructionsField')}
          </label>
          <textarea
            id="order-notes"
            className={`field ${styles.textarea}`}
            rows={4}
            value={notes}
            placeholder={t('specialInstructionsField')}
            onChange={(e) => onNotes(e.target.value)}
          />
        </div>
      ) : null}
    </div>
  );
}
