import type { PromoSlot } from '@/lib/services/reseller/types';
import { ProductImage } from '@/components/ui/ProductImage';
import styles from './PromoBar.module.css';

/** One promo slot: icon, headline, subtitle. Hook-free (row and carousel). */
export function PromoSlotView({ slot }: { slot: PromoSlot }) {
  return (
    <div className={styles.slot}>
      {slot.iconUrl ? (
        <ProductImage src={slot.iconUrl} alt="" width={40} height={40} sizes="40px" responsive={false} className={styles.icon} />
      ) : null}
      <div className={styles.text}>
        <p className={styles.headline}>{slot.headline}</p>
        {slot.headlineSubtitle ? <p className={styles.subtitle}>{slot.headlineSubtitle}</p> : null}
      </div>
    </div>
  );
}
