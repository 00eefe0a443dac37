import type { ReactNode } from 'react';
import { AccountMenu } from './AccountMenu';
import styles from './AccountLayout.module.css';

/**
 * The account area's frame: the side
 * menu at left, a third of the width, on wide screens; at 1024 px and less
 * the content comes first and the menu below it. The content is first in
 * the markup either way, so reading order matches the narrow layout.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.content}>{children}</div>
      <aside className={styles.aside}>
        <AccountMenu />
      </aside>
    </div>
  );
}
