'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import styles from './CartForms.module.css';

/**
 * A visitor learns that tax exemption must be requested, with login
 * and register links; a signed-in customer who is not eligible gets a link to
 * /account, where the tax form is; one whose tax form is being reviewed is
 * told so, without a link to send another.
 */
export function TaxExemptHint({ signedIn = false, underReview = false }: { signedIn?: boolean; underReview?: boolean }) {
  const t = useTranslations('Cart.taxExempt');
  if (underReview) {
    return (
      <section className={`${styles.block} ${styles.taxExempt}`} aria-labelledby="tax-exempt-title">
        <h2 id="tax-exempt-title" className={styles.blockTitle}>
          {t('title')}
        </h2>
        <p>{t('underReview')}</p>
      </section>
    );
  }
  return (
    <section className={`${styles.block} ${styles.taxExempt}`} aria-labelledby="tax-exempt-title">
      <h2 id="tax-exempt-title" className={styles.blockTitle}>
        {t('title')}
      </h2>
      <p>{signedIn ? t('accountHint') : t('hint')}</p>
      <p className={styles.links}>
        {signedIn ? (
          <Link href="/account">{t('accountLink')}</Link>
        ) : (
          <>
            <Link href="/login">{t('login')}</Link>
            <Link href="/register">{t('register')}</Link>
          </>
        )}
      </p>
    </section>
  );
}
