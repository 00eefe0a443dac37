import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductImage as ProductImageData } from '@/lib/domain/catalog/types';
import { Icon } from '@/components/ui/Icon';
import { ProductImage, THUMB_WIDTHS, WIDE_WIDTHS } from '@/components/ui/ProductImage';
import { GalleryControls } from './GalleryControls';
import styles from './ProductGallery.module.css';

/** Up to 10 images on the product page. */
export const GALLERY_LIMIT = 10;

export interface ProductGalleryProps {
  images: ProductImageData[];
  title: string;
}

/**
 * Product gallery: a scroll-snap slider (swipe, trackpad, arrow keys,
 * previous/next buttons) with a thumbnail strip. Native scrolling instead of a
 * carousel library keeps the product page inside its JavaScript budget; the
 * first image is server-rendered eager with fetchpriority=high (the LCP), the
 * others lazy and at low priority, thumbnails too, so on a slow line they wait
 * for it instead of sharing its bandwidth. Images and labels are rendered here on the server; the
 * GalleryControls island only moves between them.
 */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const t = useTranslations('Product');
  const headingId = useId();
  const list = images.slice(0, GALLERY_LIMIT);
  const total = list.length;

  if (total === 0) return <div className={styles.placeholder} aria-hidden="true" />;

  const slides = list.map((image, index) => (
    <div
      key={`${image.url}-${index}`}
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} / ${total}`}
    >
      <ProductImage
        src={image.url}
        alt={image.altText || t('imageAlt', { title, index: index + 1 })}
        width={image.width ?? 1000}
        height={image.height ?? 1000}
        maxWidth={image.width}
        sizes="(max-width: 1024px) 100vw, 50vw"
        widths={WIDE_WIDTHS}
        priority={index === 0}
        deferred={index > 0}
        className={styles.image}
      />
    </div>
  ));

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('gallery')}
      </h2>
      {total > 1 ? (
        <GalleryControls
          slides={slides}
          thumbs={list.map((image, index) => (
            <ProductImage
              key={`${image.url}-${index}`}
              src={image.url}
              alt=""
              width={120}
              height={120}
              maxWidth={image.width}
              sizes="120px"
              widths={THUMB_WIDTHS}
              deferred
              className={styles.thumbImage}
            />
          ))}
          previousIcon={<Icon name="chevron-left" />}
          nextIcon={<Icon name="chevron-right" />}
          classes={styles}
        />
      ) : (
        <div className={styles.main}>
          <div className={styles.track}>{slides}</div>
        </div>
      )}
    </section>
  );
}
