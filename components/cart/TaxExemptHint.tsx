import { Link } from '@/components/ui/Link';
import type { TaxExemptLabels } from './labels';
import styles from './CartForms.module.css';

/** Spec §6: a visitor learns that tax exemption must be requested, with login and register links. */
export function TaxExemptHint({ labels }: { labels: TaxExemptLabels }) {
  return (
    <section className={`${styles.block} ${styles.taxExempt}`} aria-labelledby="tax-exempt-title">
      <h2 id="tax-exempt-title" className={styles.blockTitle}>
        {labels.title}
      </h2>
      <p>{labels.hint}</p>
      <p className={styles.links}>
        <Link href="/login">{labels.login}</Link>
        <Link href="/register">{labels.register}</Link>
      </p>
    </section>
  );
}
