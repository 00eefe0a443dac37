'use client';

import { useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { ARTWORK_ACCEPT } from '@/lib/domain/design/artwork-file';
import styles from './DesignModal.module.css';

/** Where the shopper's artwork is, from choosing the file to seeing it in the design. */
export type ArtworkStatus =
  | { step: 'idle' }
  | { step: 'uploading'; progress: number }
  | { step: 'converting' | 'placing' | 'tracing' }
  /** In the design (the modal then shows what the print checks found). */
  | { step: 'placed' }
  | { step: 'failed'; reason: 'tokenRefused' | 'uploadFailed' | 'conversionFailed' | 'shapeFailed' | 'noOutline' | 'tooLarge' | 'notAccepted' | 'unreadable' };

export interface ArtworkUploadProps {
  status: ArtworkStatus;
  /** False where the browser cannot upload: the tool is replaced by an explanation. */
  available: boolean;
  /** The editor is not ready yet, or another step is running. */
  disabled: boolean;
  onFile: (file: File) => void;
  /** The fallback after a failed upload or conversion: the item without a design. */
  onAddWithoutDesign: () => void;
  addDisabled: boolean;
}

const BUSY = new Set(['uploading', 'converting', 'placing', 'tracing']);
/** Failures that leave the shopper the item without a design (the canvas error state). */
const FALLBACK = new Set(['uploadFailed', 'conversionFailed', 'shapeFailed']);

/**
 * The upload tool of the design modal:
 * one button opening the file chooser, the progress while the file goes up
 * and is prepared, and what went wrong in the shopper's language.
 */
export function ArtworkUpload({ status, available, disabled, onFile, onAddWithoutDesign, addDisabled }: ArtworkUploadProps) {
  const t = useTranslations('Artwork');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  if (!available) return <p className={styles.uploadNote}>{t('unavailable')}</p>;
  const busy = BUSY.has(status.step);
  return (
    <div className={styles.upload} data-testid="artwork-upload" data-step={status.step}>
      <input
        ref={input}
        type="file"
        accept={ARTWORK_ACCEPT}
        className={styles.fileInput}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="artwork-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again is a new choice.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <button type="button" className="button button-secondary" disabled={disabled || busy} aria-busy={busy} aria-describedby={hintId} onClick={() => input.current?.click()}>
        {status.step === 'placed' ? t('replace') : t('upload')}
      </button>
      <p id={hintId} className={styles.uploadHint}>
        {t('uploadHint')}
      </p>
      <div role="status" aria-live="polite" className={styles.uploadStatus}>
        {status.step === 'uploading' && (
          <>
            <span>{t('uploading', { percent: Math.round(status.progress * 100) })}</span>
            <progress max={100} value={Math.round(status.progress * 100)} aria-label={t('uploadingLabel')} />
          </>
        )}
        {(status.step === 'converting' || status.step === 'placing' || status.step === 'tracing') && (
          <span>
            <span className="spinner" aria-hidden="true" /> {t(status.step)}
          </span>
        )}
        {status.step === 'placed' && <span>{t('placed')}</span>}
      </div>
      {status.step === 'failed' && (
        <div role="alert" className={styles.uploadError} data-testid="artwork-error">
          <p>{t(status.reason)}</p>
          {FALLBACK.has(status.reason) && (
            <button type="button" className="button" onClick={onAddWithoutDesign} disabled={addDisabled}>
              {t('addWithoutDesign')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
