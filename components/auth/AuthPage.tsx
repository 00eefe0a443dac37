import type { ReactNode } from 'react';
import styles from './AuthForm.module.css';

/** The frame of the auth pages: a centred card with the page heading, an intro line and the form island. */
export function AuthPage({ heading, intro, wide = false, children }: { heading: string; intro?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby="auth-heading">
        <h1 id="auth-heading" className={styles.heading}>
          {heading}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}
