'use client';

import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { withRedirectUrl } from '@/lib/ground/http/redirect';
import { useLoginReason } from './useLoginReason';
import { useShopperOrigin } from './useShopperOrigin';
import styles from './AuthForm.module.css';

/** A link to another auth page that carries the shopper's origin and reason for signing in on, so signing in there still leads back to it. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const origin = useShopperOrigin();
  const reason = useLoginReason();
  return <Link href={withRedirectUrl(to, origin, reason)}>{children}</Link>;
}

/** The line under an auth form: where to go instead ("New customer? Create an account"). */
export function AuthFooter({ prompt, to, label }: { prompt?: string; to: string; label: string }) {
  return (
    <p className={styles.footer}>
      {prompt ? <>{prompt} </> : null}
      <AuthLink to={to}>{label}</AuthLink>
    </p>
  );
}
