import styles from './PunchoutBar.module.css';

export interface PunchoutBarProps {
  storeName: string;
  /** Says the buyer is shopping for their procurement system ("Punchout session"). */
  sessionLabel: string;
}

/**
 * The punchout pages' only chrome: whose store this is and that a punchout
 * session is running. Deliberately no link: the buyer configures the product
 * and goes back to their procurement system with it.
 */
export function PunchoutBar({ storeName, sessionLabel }: PunchoutBarProps) {
  return (
    <header className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <span className={styles.store}>{storeName}</span>
        <span className={styles.session}>{sessionLabel}</span>
      </div>
    </header>
  );
}
