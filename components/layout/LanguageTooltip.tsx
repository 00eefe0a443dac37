import { Icon } from '@/components/ui/Icon';
import { LanguageTooltipIsland } from './LanguageTooltipIsland';
import styles from './LanguageTooltip.module.css';

export interface LanguageTooltipProps {
  /** "You can change the language here" */
  text: string;
  dismissLabel: string;
}

/**
 * First-visit hint next to the language switcher (spec §4): shown once for
 * 5 seconds, then a cookie keeps it from showing again. Never shown in the
 * server HTML (the cookie is read on the client only).
 */
export function LanguageTooltip({ text, dismissLabel }: LanguageTooltipProps) {
  return (
    <LanguageTooltipIsland className={styles.tooltip}>
      <span>{text}</span>
      <button type="button" className={styles.dismiss} aria-label={dismissLabel} data-close>
        <Icon name="close" size={16} />
      </button>
    </LanguageTooltipIsland>
  );
}
