'use client';

import { useTranslations } from 'next-intl';
import type { LoginReason } from '@/lib/edge/session/login-reason';
import styles from './AuthForm.module.css';

/** The message key saying why, per reason. */
const REASON_MESSAGES = { 'save-artwork': 'login.reasons.saveArtwork' } as const satisfies Record<LoginReason, string>;

/** Above the login form: why the shopper is asked to sign in, when a known reason sent them here. */
export function LoginReasonNotice({ reason }: { reason: LoginReason | null }) {
  const t = useTranslations('Auth');
  if (!reason) return null;
  return (
    <p className={styles.reason} data-testid="login-reason">
      {t(REASON_MESSAGES[reason])}
    </p>
  );
}
