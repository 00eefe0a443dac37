import { getTranslations } from 'next-intl/server';
import type { PromoBar as PromoBarSettings } from '@/lib/reseller/types';
import { visibleSlots } from '@/lib/reseller/promo';
import { PromoCarouselLoader } from './PromoCarouselLoader';
import { PromoSlotView } from './PromoSlotView';
import styles from './PromoBar.module.css';

export interface PromoBarProps {
  promoBar: PromoBarSettings | null | undefined;
}

/**
 * Promo bar (spec §2): nothing when off or without a valid slot. Wide
 * screens show a row; below 1025 px an auto-playing looping carousel, whose
 * code is only downloaded on small screens.
 */
export async function PromoBar({ promoBar }: PromoBarProps) {
  if (!promoBar || !promoBar.on) return null;
  const slots = visibleSlots(promoBar);
  if (slots.length === 0) return null;
  const t = await getTranslations('Promo');
  const row = (
    <ul className={styles.row}>
      {slots.map((slot, index) => (
        <li key={`${slot.headline}-${index}`} className={styles.cell}>
          <PromoSlotView slot={slot} />
        </li>
      ))}
    </ul>
  );
  return (
    <aside className={styles.bar} aria-label={t('label')}>
      <div className="container">
        <PromoCarouselLoader
          slots={slots}
          labels={{ region: t('label'), slide: t.raw('slide') as string, pause: t('pause'), play: t('play') }}
        >
          {row}
        </PromoCarouselLoader>
      </div>
    </aside>
  );
}
