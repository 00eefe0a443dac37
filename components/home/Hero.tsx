import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import type { HeroSettings, HorizontalAlignment, VerticalAlignment } from '@/lib/services/reseller/types';
import { heroLink } from '@/lib/services/reseller/hero';
import { ProductImage, WIDE_WIDTHS } from '@/components/ui/ProductImage';
import styles from './Hero.module.css';

export interface HeroProps {
  hero: HeroSettings;
}

type FlexPlace = 'flex-start' | 'center' | 'flex-end';

// Where the text box sits in the hero's row (justify-content, align-items).
const JUSTIFY: Record<HorizontalAlignment, FlexPlace> = { left: 'flex-start', center: 'center', right: 'flex-end' };
const ALIGN: Record<VerticalAlignment, FlexPlace> = { top: 'flex-start', center: 'center', bottom: 'flex-end' };
const TEXT_ALIGN: Record<HorizontalAlignment, 'left' | 'center' | 'right'> = { left: 'left', center: 'center', right: 'right' };

function pick<K extends string, V>(map: Record<K, V>, key: string, fallback: K): V {
  return (map as Record<string, V>)[key] ?? map[fallback];
}

/**
 * Home hero banner: background image (eager, high priority: the LCP),
 * label, headline and optional call to action. The text box is placed by
 * horizontalAlignment / verticalAlignment and its text aligned by
 * headlineAlignment.
 */
export async function Hero({ hero }: HeroProps) {
  const t = await getTranslations('Common');
  const cta = hero.ctaButtonLink && hero.ctaButtonLabel ? heroLink(hero.ctaButtonLink) : null;
  const textAlign = TEXT_ALIGN[hero.headlineAlignment] ?? 'left';

  return (
    <section className={styles.hero}>
      {hero.heroUrl ? (
        <ProductImage
          src={hero.heroUrl}
          alt=""
          width={1920}
          height={800}
          maxWidth={null}
          sizes="100vw"
          widths={WIDE_WIDTHS}
          priority
          className={styles.image}
        />
      ) : null}
      <div
        className={`container ${styles.inner}`}
        style={{ justifyContent: pick(JUSTIFY, hero.horizontalAlignment, 'left'), alignItems: pick(ALIGN, hero.verticalAlignment, 'center') }}
      >
        <div className={styles.box} style={{ textAlign }} data-testid="hero-box">
          {hero.label ? <p className={styles.label}>{hero.label}</p> : null}
          {hero.headline ? <h1 className={styles.headline}>{hero.headline}</h1> : null}
          {cta && hero.ctaButtonLabel ? (
            cta.external ? (
              <a href={cta.href} className={`button ${styles.cta}`} target="_blank" rel="noopener noreferrer">
                {hero.ctaButtonLabel}
                <span className="visually-hidden"> {t('opensInNewTab')}</span>
              </a>
            ) : (
              <Link href={cta.href} className={`button ${styles.cta}`}>
                {hero.ctaButtonLabel}
              </Link>
            )
          ) : null}
        </div>
      </div>
    </section>
  );
}
