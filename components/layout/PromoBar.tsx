import { getTranslations } from 'next-intl/server';
import type { PromoBar as PromoBarSettings } from '@/lib/services/reseller/types';
import { visibleSlots } from '@/lib/services/reseller/promo';
import { PromoCarouselLoader } from './PromoCarouselLoader';
import { PromoSlotView } from './PromoSlotView';
import styles from './PromoBar.module.css';

export interface PromoBarProps {
  promoBar: PromoBarSettings | null | undefined;
}

/**
 * Promo bar: nothing when off or without a valid slot. Wide
 * screens show a row; below 1025 px an auto-playing looping carousel. The
 * slots are rendered here for both; the carousel island only moves between
 * them.
 */
export async function PromoBar({ promoBar }: PromoBarProps) {
  if (!promoBar || !promoBar.on) return null;
  const slots = visibleSlots(promoBar);
  if (slots.length === 0) return null;
  const t = await getTranslations('Promo');
  const views = slots.map((slot, index) => <PromoSlotView key={`${slot.headline}-${index}`} slot={slot} />);
  return (
    <aside className={styles.bar} aria-label={t('label')}>
      <div className="container">
        <PromoCarouselLoader
          carousel={{
            labels: { label: t('label'), pause: t('pause'), play: t('play') },
            slides: (
              <>
                {views.map((view, index) => (
                  <div
                    key={index}
                    className={styles.slide}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={t('slide', { index: index + 1, total: slots.length })}
                  >
                    {view}
                  </div>
                ))}
                <div className={styles.slide} aria-hidden="true" inert>
                  {views[0]}
                </div>
              </>
            ),
            count: slots.length,
            classes: styles,
          }}
        >
          <ul className={styles.row}>
            {views.map((view, index) => (
              <li key={index} className={styles.cell}>
                {view}
              </li>
            ))}
          </ul>
        </PromoCarouselLoader>
      </div>
    </aside>
  );
}
