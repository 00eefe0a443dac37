'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import styles from './CartView.module.css';

/** The empty cart: what the page says and the way back to the shop (also the placeholder's shape for a cart known to be empty). */
export function CartEmpty({ messageRef }: { messageRef?: Ref<HTMLParagraphElement> }) {
  const t = useTranslations('Cart');
  const common = useTranslations('Common');
  return (
    <div className={styles.empty}>
      <p ref={messageRef} tabIndex={messageRef ? -1 : undefined} className={styles.emptyText}>
        {t('empty')}
      </p>
      <Link href="/" className="button">
        {common('continueShopping')}
      </Link>
    </div>
  );
}
