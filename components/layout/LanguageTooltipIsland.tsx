'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { hasCookie, setCookie } from '@/lib/edge/state/cookies';

export const LANGUAGE_TIP_COOKIE = 'lang_tip_seen';
export const LANGUAGE_TIP_DURATION_MS = 5000;

const tipSeen = () => hasCookie(LANGUAGE_TIP_COOKIE);

function markTipSeen() {
  setCookie(LANGUAGE_TIP_COOKIE, '1', 31536000);
}

const noSubscribe = () => () => {};

export interface LanguageTooltipIslandProps {
  className?: string;
  /** Tooltip content, rendered on the server; a `data-close` button dismisses it. */
  children: ReactNode;
}

/**
 * Shows its content once, for 5 seconds, unless the cookie says it was seen;
 * then sets the cookie. Renders nothing on the server and during hydration
 * (the cookie is read on the client only).
 */
export function LanguageTooltipIsland({ className, children }: LanguageTooltipIslandProps) {
  const seen = useSyncExternalStore(noSubscribe, tipSeen, () => true);
  const [dismissed, setDismissed] = useState(false);
  const dismiss = () => {
    markTipSeen();
    setDismissed(true);
  };

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
    <div
      className={className}
      role="status"
      onClick={(event) => {
        if ((event.target as Element).closest('[data-close]')) dismiss();
      }}
    >
      {children}
    </div>
  );
}
