import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { Popup } from '@/components/ui/Popup';
import styles from './SearchOverlay.module.css';

export interface SearchOverlayProps {
  /** Form target; GET with `q`. */
  action?: string;
}

const OPTIONS = { modal: true, initialFocus: 'input' };

/**
 * Search button and overlay (reseller subdomains only, spec §1): a required
 * search field submitting GET {action}?q=… The overlay is rendered on the
 * server; Popup opens it, focuses the field and traps focus.
 */
export function SearchOverlay({ action = '/search' }: SearchOverlayProps) {
  const t = useTranslations('Header');
  const fieldId = useId();
  const panelId = useId();
  return (
    <Popup
      options={OPTIONS}
      buttonProps={{ className: 'icon-button', 'aria-label': t('openSearch'), children: <Icon name="search" /> }}
      backdropClassName={styles.backdrop}
      panelProps={{ id: panelId, className: styles.panel, role: 'dialog', 'aria-modal': 'true', 'aria-label': t('searchLabel') }}
    >
      <form className={`container ${styles.form}`} action={action} method="get" role="search">
        <label htmlFor={fieldId} className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          id={fieldId}
          className={`field ${styles.input}`}
          type="search"
          name="q"
          required
          autoComplete="off"
          placeholder={t('searchPlaceholder')}
        />
        <button type="submit" className="button">
          <Icon name="search" size={20} />
          <span>{t('searchSubmit')}</span>
        </button>
        <button type="button" className="icon-button" aria-label={t('closeSearch')} data-close>
          <Icon name="close" />
        </button>
      </form>
    </Popup>
  );
}
