import { Link } from '@/components/ui/Link';
import type { TaxExemptLabels } from './labels';
import styles from './CartForms.module.css';

/**
 * Spec §6: a visitor learns that tax exemption must be requested, with login
 * and register links; a signed-in customer who is not eligible gets a link to
 * /account, where the tax form is.
 */
export function TaxExemptHint({ labels, signedIn = false }: { labels: TaxExemptLabels; signedIn?: boolean }) {
  return (
    <section className={`${styles.block} ${styles.taxExempt}`} aria-labelledby="tax-exempt-title">
      <h2 id="tax-exempt-title" className={styles.blockTitle}>
        {labels.title}
      </h2>
      <p>{signedIn ? labels.accountHint : labels.hint}</p>
      <p className={styles.links}>
        {signedIn ? (
          <Link href="/account">{labels.accountLink}</Link>
        ) : (
          <>
            <Link href="/login">{labels.login}</Link>
            <Link href="/register">{labels.register}</Link>
          </>
        )}
      </p>
    </section>
  );
}
