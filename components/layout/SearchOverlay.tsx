import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { DialogToggle } from '@/components/ui/DialogToggle';
import { LiveSearchField } from '@/components/search/LiveSearchField';
import { SEARCH_QUERY_MAX } from '@/lib/domain/search/query';
import { isLocale } from '@/lib/ground/tenant/types';
import styles from './SearchOverlay.module.css';

export interface SearchOverlayProps {
  /** Form target; GET with `q`. */
  action?: string;
}

/**
 * Search button and overlay (reseller subdomains only): a required
 * search field submitting GET {action}?q=… The overlay is rendered on the
 * server; DialogToggle opens it as a modal dialog, which focuses the field,
 * whose live matches then load (components/search/LiveSearchField).
 */
export function SearchOverlay({ action = '/search' }: SearchOverlayProps) {
  const t = useTranslations('Header');
  const locale = useLocale();
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
        <LiveSearchField
          id={fieldId}
          className={`field ${styles.input}`}
          placeholder={t('searchPlaceholder')}
          maxLength={SEARCH_QUERY_MAX}
          locale={isLocale(locale) ? locale : undefined}
          labels={{
            matches: t('liveMatches'),
            loading: t('liveLoading'),
            empty: t('liveEmpty'),
            error: t('liveError'),
            seeAll: t('liveSeeAll'),
          }}
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
