'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ProductImage as ProductImageData } from '@/lib/catalog/types';
import { IconChevronLeft, IconChevronRight } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/ProductImage';
import { scrollToLeft } from '@/components/ui/scroll';
import styles from './ProductGallery.module.css';

/** Spec §3: up to 10 images on the product page. */
export const GALLERY_LIMIT = 10;

export interface ProductGalleryLabels {
  gallery: string;
  thumbnails: string;
  /** "Show image {index} of {total}" */
  showImage: string;
  previous: string;
  next: string;
  /** Fallback alt text: "{title}, image {index}" */
  imageAlt: string;
}

export interface ProductGalleryProps {
  images: ProductImageData[];
  title: string;
  labels: ProductGalleryLabels;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

/**
 * Product gallery: a scroll-snap slider (swipe, trackpad, arrow keys,
 * previous/next buttons) with a thumbnail strip. Native scrolling instead of a
 * carousel library keeps the product page inside its JavaScript budget; the
 * first image is server-rendered eager with fetchpriority=high (the LCP), the
 * others lazy.
 */
export function ProductGallery({ images, title, labels }: ProductGalleryProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const headingId = useId();
  const list = images.slice(0, GALLERY_LIMIT);
  const total = list.length;

  // Keep the active thumbnail in view inside the strip (never scrolls the page).
  useEffect(() => {
    const strip = thumbsRef.current;
    const thumb = strip?.children[active] as HTMLElement | undefined;
    if (!strip || !thumb) return;
    const start = thumb.offsetLeft - strip.offsetLeft;
    const end = start + thumb.offsetWidth;
    if (start < strip.scrollLeft) scrollToLeft(strip, start);
    else if (end > strip.scrollLeft + strip.clientWidth) scrollToLeft(strip, end - strip.clientWidth);
  }, [active]);

  function goTo(index: number) {
    const track = trackRef.current;
    const next = Math.max(0, Math.min(total - 1, index));
    setActive(next);
    if (track) scrollToLeft(track, next * track.clientWidth);
  }

  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    if (index !== active && index >= 0 && index < total) setActive(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: total - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  }

  const altOf = (image: ProductImageData, index: number) =>
    image.altText || fill(labels.imageAlt, { title, index: index + 1 });

  if (total === 0) return <div className={styles.placeholder} aria-hidden="true" />;

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {labels.gallery}
      </h2>
      <div className={styles.main}>
        <div
          ref={trackRef}
          className={styles.track}
          tabIndex={total > 1 ? 0 : undefined}
          aria-label={total > 1 ? labels.gallery : undefined}
          role={total > 1 ? 'group' : undefined}
          onScroll={onScroll}
          onKeyDown={total > 1 ? onKeyDown : undefined}
        >
          {list.map((image, index) => (
            <div
              key={`${image.url}-${index}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${total}`}
            >
              <ProductImage
                src={image.url}
                alt={altOf(image, index)}
                width={image.width ?? 1000}
                height={image.height ?? 1000}
                maxWidth={image.width}
                sizes="(max-width: 1024px) 100vw, 50vw"
                priority={index === 0}
                className={styles.image}
              />
            </div>
          ))}
        </div>
        {total > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              aria-label={labels.previous}
              aria-disabled={active === 0}
              onClick={() => goTo(active - 1)}
            >
              <IconChevronLeft />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={labels.next}
              aria-disabled={active === total - 1}
              onClick={() => goTo(active + 1)}
            >
              <IconChevronRight />
            </button>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul ref={thumbsRef} className={styles.thumbs} aria-label={labels.thumbnails}>
          {list.map((image, index) => (
            <li key={`${image.url}-${index}`} className={styles.thumbItem}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={active === index ? 'true' : undefined}
                aria-label={fill(labels.showImage, { index: index + 1, total })}
                onClick={() => goTo(index)}
              >
                <ProductImage
                  src={image.url}
                  alt=""
                  width={120}
                  height={120}
                  maxWidth={image.width}
                  sizes="120px"
                  className={styles.thumbImage}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
