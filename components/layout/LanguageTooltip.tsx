'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { IconClose } from '@/components/ui/icons';
import styles from './LanguageTooltip.module.css';

export const LANGUAGE_TIP_COOKIE = 'lang_tip_seen';
export const LANGUAGE_TIP_DURATION_MS = 5000;

export interface LanguageTooltipProps {
  /** "You can change the language here" */
  text: string;
  dismissLabel: string;
}

function tipSeen(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_TIP_COOKIE}=`));
}

function markTipSeen() {
  document.cookie = `${LANGUAGE_TIP_COOKIE}=1; Max-Age=31536000; Path=/; SameSite=Lax`;
}

const noSubscribe = () => () => {};

/**
 * First-visit hint next to the language switcher (spec §4): shown once for
 * 5 seconds, then a cookie keeps it from showing again. Never rendered on
 * the server (the cookie is read on the client only).
 */
export function LanguageTooltip({ text, dismissLabel }: LanguageTooltipProps) {
  const seen = useSyncExternalStore(noSubscribe, tipSeen, () => true);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (seen) return;
    const timer = window.setTimeout(() => {
      markTipSeen();
      setDismissed(true);
    }, LANGUAGE_TIP_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [seen]);

  if (seen || dismissed) return null;
  return (
    <div className={styles.tooltip} role="status">
      <span>{text}</span>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={() => {
          markTipSeen();
          setDismissed(true);
        }}
      >
        <IconClose size={16} />
      </button>
    </div>
  );
}
