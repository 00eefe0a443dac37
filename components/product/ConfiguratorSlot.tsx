import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import styles from './ConfiguratorSlot.module.css';

export interface ConfiguratorSlotProps {
  /** The configurator (price, options, ADD TO CART) once it exists. */
  children?: ReactNode;
}

/**
 * Reserved box for the configurator (next issue): a fixed minimum height so
 * the page does not shift when price, options and ADD TO CART arrive.
 */
export async function ConfiguratorSlot({ children }: ConfiguratorSlotProps) {
  if (children) return <div className={styles.slot}>{children}</div>;
  const t = await getTranslations('Product');
  return (
    <section className={`${styles.slot} ${styles.placeholder}`} aria-labelledby="configurator-heading">
      <h2 id="configurator-heading" className={styles.heading}>
        {t('configurator')}
      </h2>
      <p className={styles.note}>{t('configuratorNote')}</p>
    </section>
  );
}
