import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { LanguageTooltipIsland } from './LanguageTooltipIsland';
import styles from './LanguageTooltip.module.css';

/**
 * First-visit hint next to the language switcher: shown once for
 * 5 seconds, then a cookie keeps it from showing again. Never shown in the
 * server HTML (the cookie is read on the client only).
 */
export function LanguageTooltip() {
  const t = useTranslations('Language');
  return (
    <LanguageTooltipIsland className={styles.tooltip}>
      <span>{t('tooltip')}</span>
      <button type="button" className={styles.dismiss} aria-label={t('dismissTooltip')} data-close>
        <Icon name="close" size={16} />
      </button>
    </LanguageTooltipIsland>
  );
}
