'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { CustomerDetails } from '@/lib/domain/account/types';
import styles from './Account.module.css';

/** What each box of the account overview is given: the customer's details, and what reloads them after a change. */
export interface CustomerBoxProps {
  customer: CustomerDetails;
  onChanged: () => void;
}

/** A box of the account overview, named by its title; an action (Add New Address) sits beside the title. */
export function AccountBox({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  const heading = (
    <h3 id={id} className={styles.boxTitle}>
      {title}
    </h3>
  );
  return (
    <section className={styles.box} aria-labelledby={id}>
      {action ? (
        <div className={styles.boxHeader}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** An action that reads as a link (Edit, Delete, Set as Default …) but is a button. */
export function LinkButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return <button type="button" className={styles.linkButton} {...props} />;
}
