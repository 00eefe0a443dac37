'use client';

import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import 'swiper/css';
import type { PromoSlot } from '@/lib/reseller/types';
import { PromoSlotView } from './PromoSlotView';
import styles from './PromoBar.module.css';

export interface PromoCarouselProps {
  slots: PromoSlot[];
  /** "{index} of {total}" */
  slideLabel: string;
}

/** Auto-playing, looping promo carousel for small screens (loaded lazily). */
export function PromoCarousel({ slots, slideLabel }: PromoCarouselProps) {
  return (
    <Swiper
      className={styles.carousel}
      modules={[Autoplay, A11y]}
      slidesPerView={1}
      loop
      autoplay={{ delay: 4000, disableOnInteraction: false, pauseOnMouseEnter: true }}
      a11y={{ slideLabelMessage: slideLabel.replace('{index}', '{{index}}').replace('{total}', '{{slidesLength}}') }}
    >
      {slots.map((slot, index) => (
        <SwiperSlide key={`${slot.headline}-${index}`}>
          <PromoSlotView slot={slot} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
