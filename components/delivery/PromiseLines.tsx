import { useLocale, useTranslations } from 'next-intl';
import type { ScheduleEntry } from '@/lib/domain/delivery/schedule';
import { showDay, showDeadline, timeLeft } from './format';
import styles from './PromiseLines.module.css';

const DAY = 86_400_000;

export interface PromiseLinesProps {
  /** The browser's time, null until it is known (server, hydration). */
  now: number | null;
  /** The promise to show at `now`, or null for nothing. */
  entry: ScheduleEntry | null;
  /** `product` speaks of the item, `cart` of the whole order. */
  subject: 'product' | 'cart';
}

/**
 * "Get it by Tue, Dec 8 / Order in the next 3 h 12 min": the arrival day,
 * then the countdown to the cut-off (or its day and time when more than a
 * day away, in the shopper's time zone). Its two lines keep their room
 * while empty, so nothing moves when they fill in.
 */
export function PromiseLines({ now, entry, subject }: PromiseLinesProps) {
  const t = useTranslations('Delivery');
  const locale = useLocale();
  return (
    <p className={styles.promise} data-testid="delivery-promise" data-ready={entry && now !== null ? 'true' : undefined}>
      {entry && now !== null ? (
        <>
          <span className={styles.arrival}>{t(subject === 'cart' ? 'arrivalCart' : 'arrival', { date: showDay(entry.arrival, locale) })}</span>
          <span className={styles.order}>
            {entry.orderBy - now < DAY
              ? t('orderWithin', timeLeft(now, entry.orderBy))
              : t('orderBy', { deadline: showDeadline(entry.orderBy, locale) })}
          </span>
        </>
      ) : null}
    </p>
  );
}
