import type { ReactNode } from 'react';
import styles from './Content.module.css';

/** A page of text in the narrow column: its title (the page's h1) over its text. */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className={`container ${styles.page}`}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </article>
  );
}
