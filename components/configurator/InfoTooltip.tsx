'use client';

import { useState } from 'react';
import styles from './Configurator.module.css';

export interface InfoTooltipProps {
  id: string;
  /** Accessible name of the button ("About Overlamination"). */
  label: string;
  text: string;
}

/**
 * An info button whose description is the tooltip text (aria-describedby, so
 * screen readers read it on focus); the popover shows on hover, focus and
 * click, and Escape dismisses it without moving focus (WCAG 1.4.13).
 */
export function InfoTooltip({ id, label, text }: InfoTooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.tipWrap} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={styles.tipButton}
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span role="tooltip" id={id} className={styles.tip} hidden={!open}>
        {text}
      </span>
    </span>
  );
}
