import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { DialogToggle } from '@/components/ui/DialogToggle';
import styles from './SearchOverlay.module.css';

export interface SearchOverlayProps {
  /** Form target; GET with `q`. */
  action?: string;
}

/**
 * Search button and overlay (reseller subdomains only, spec §1): a required
 * search field submitting GET {action}?q=… The overlay is rendered on the
 * server; DialogToggle opens it as a modal dialog, which focuses the field.
 */
export function SearchOverlay({ action = '/search' }: SearchOverlayProps) {
  const t = useTranslations('Header');
  const fieldId = useId();
  const panelId = useId();
  return (
    <DialogToggle
      buttonProps={{ className: 'icon-button', 'aria-label': t('openSearch'), children: <Icon name="search" /> }}
      dialogProps={{ id: panelId, className: styles.panel, 'aria-label': t('searchLabel') }}
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
    </DialogToggle>
  );
}
