import type { ReactNode } from 'react';
import { TitledSection } from '@/components/ui/TitledSection';
import styles from './AuthForm.module.css';

/** The frame of the auth pages: a centred card with the page heading, an intro line and the form island. */
export function AuthPage({ heading, intro, wide = false, children }: { heading: string; intro?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <TitledSection
        headingId="auth-heading"
        headingLevel="h1"
        title={heading}
        className={`${styles.card} ${wide ? styles.wide : ''}`}
        headingClassName={styles.heading}
      >
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </TitledSection>
    </div>
  );
}
