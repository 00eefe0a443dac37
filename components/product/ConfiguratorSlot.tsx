import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import styles from './ConfiguratorSlot.module.css';

export interface ConfiguratorSlotProps {
  /** The configurator (price, options, ADD TO CART) once it exists. */
  children?: ReactNode;
}

/**
 * The configurator's box: a fixed minimum height, so the page does not shift
 * while the island hydrates. Without children (no configurator to show) it
 * renders a labelled placeholder of the same size.
 */
export async function ConfiguratorSlot({ children }: ConfiguratorSlotProps) {
  if (children)
    return (
      <div className={styles.slot}>
        {children}
      </div>
    );
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
