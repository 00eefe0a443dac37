import { Link } from '@/components/ui/Link';
import { ProductImage } from '@/components/ui/ProductImage';
import styles from './SideBanner.module.css';

export interface SideBannerProps {
  title: string;
  text?: string | null;
  href?: string | null;
  ctaLabel?: string | null;
  image?: { url: string; alt: string; width: number; height: number } | null;
}

/** Promotional banner beside the collection grid. */
export function SideBanner({ title, text, href, ctaLabel, image }: SideBannerProps) {
  return (
    <aside className={styles.banner} aria-label={title}>
      {image ? (
        <ProductImage
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          maxWidth={image.width}
          sizes="(max-width: 1024px) 100vw, 260px"
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {text ? <p className={styles.text}>{text}</p> : null}
        {href && ctaLabel ? (
          <Link href={href} className={`button ${styles.cta}`}>
            {ctaLabel}
          </Link>
        ) : null}
      </div>
    </aside>
  );
}
