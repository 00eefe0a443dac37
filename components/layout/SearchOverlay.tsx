import { useId } from 'react';
import { Icon } from '@/components/ui/Icon';
import { Popup } from '@/components/ui/Popup';
import styles from './SearchOverlay.module.css';

export interface SearchOverlayLabels {
  open: string;
  close: string;
  field: string;
  placeholder: string;
  submit: string;
}

export interface SearchOverlayProps {
  labels: SearchOverlayLabels;
  /** Form target; GET with `q`. */
  action?: string;
}

const OPTIONS = { modal: true, initialFocus: 'input' };

/**
 * Search button and overlay (reseller subdomains only, spec §1): a required
 * search field submitting GET {action}?q=… The overlay is rendered on the
 * server; Popup opens it, focuses the field and traps focus.
 */
export function SearchOverlay({ labels, action = '/search' }: SearchOverlayProps) {
  const fieldId = useId();
  const panelId = useId();
  return (
    <Popup
      options={OPTIONS}
      buttonProps={{ className: 'icon-button', 'aria-label': labels.open, children: <Icon name="search" /> }}
      backdropClassName={styles.backdrop}
      panelProps={{ id: panelId, className: styles.panel, role: 'dialog', 'aria-modal': 'true', 'aria-label': labels.field }}
    >
      <form className={`container ${styles.form}`} action={action} method="get" role="search">
        <label htmlFor={fieldId} className="visually-hidden">
          {labels.field}
        </label>
        <input
          id={fieldId}
          className={`field ${styles.input}`}
          type="search"
          name="q"
          required
          autoComplete="off"
          placeholder={labels.placeholder}
        />
        <button type="submit" className="button">
          <Icon name="search" size={20} />
          <span>{labels.submit}</span>
        </button>
        <button type="button" className="icon-button" aria-label={labels.close} data-close>
          <Icon name="close" />
        </button>
      </form>
    </Popup>
  );
}
