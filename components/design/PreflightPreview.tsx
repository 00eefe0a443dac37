'use client';

import { useTranslations } from 'next-intl';
import { cellBox, PRINT_DPI, type Box, type Preflight } from '@/lib/domain/design/preflight';
import { CELL_CONTENT, cellFlags, type ContentGrid } from '@/lib/domain/design/preflight-pixels';
import styles from './Preflight.module.css';

export interface PreflightPreviewProps {
  preflight: Preflight;
  grid: ContentGrid | null;
  /** The converted artwork at the image host. */
  imageUrl: string;
}

const pct = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** The band between two boxes, as one even-odd path. */
const band = (outer: Box, inner: Box) =>
  `M${outer.x} ${outer.y}h${outer.width}v${outer.height}h${-outer.width}Z M${inner.x} ${inner.y}h${inner.width}v${inner.height}h${-inner.width}Z`;

/**
 * The artwork as the checks read it: fitted in the bleed box, with the
 * bleed band shaded, the cut line and the dashed safe line drawn, the cells
 * where a check failed tinted (see-through ones only where nothing is
 * printed, so the artwork's own edges stay crisp), and the resolution against the 300 dpi a
 * print needs.
 */
export function PreflightPreview({ preflight, grid, imageUrl }: PreflightPreviewProps) {
  const t = useTranslations('Design.preflight');
  const { layout, issues } = preflight;
  const { box, trim, safe, art } = layout;
  const placed = issues.filter((i) => i.kind === 'bleed' || i.kind === 'safe');
  const transparent = issues.find((i) => i.kind === 'transparency');
  const resolution = issues.find((i) => i.kind === 'resolution');
  const cells = (indexes: readonly number[], className: string, key: string) =>
    grid && indexes.map((i) => {
      const c = cellBox(grid, i, art);
      return <rect key={`${key}${i}`} className={className} x={c.x} y={c.y} width={c.width} height={c.height} />;
    });
  return (
    <figure className={styles.preview} data-testid="preflight-preview">
      <div className={styles.sheet} style={{ aspectRatio: `${box.width} / ${box.height}` }} role="img" aria-label={t('previewLabel')}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the converted artwork lives at the image host */}
        <img className={styles.art} src={imageUrl} alt="" style={{ left: pct(art.x, box.width), top: pct(art.y, box.height), width: pct(art.width, box.width), height: pct(art.height, box.height) }} />
        <svg className={styles.guides} viewBox={`0 0 ${box.width} ${box.height}`} preserveAspectRatio="none" aria-hidden="true">
          <path className={styles.bleedBand} d={band({ x: 0, y: 0, ...box }, trim)} fillRule="evenodd" />
          {transparent?.kind === 'transparency' && grid && cells(transparent.cells.filter((i) => !(cellFlags(grid, i % grid.width, Math.floor(i / grid.width)) & CELL_CONTENT)), styles.clearCell!, 't')}
          {placed.map((issue) => issue.kind !== 'resolution' && cells(issue.cells, styles.problemCell!, issue.kind))}
          <rect className={styles.cutLine} x={trim.x} y={trim.y} width={trim.width} height={trim.height} vectorEffect="non-scaling-stroke" />
          <rect className={styles.safeLine} x={safe.x} y={safe.y} width={safe.width} height={safe.height} vectorEffect="non-scaling-stroke" />
        </svg>
        {resolution?.kind === 'resolution' && (
          <span className={resolution.level === 'severe' ? styles.dpiSevere : styles.dpi} data-testid="preflight-dpi">
            {t('dpiBadge', { dpi: resolution.dpi, target: PRINT_DPI })}
          </span>
        )}
      </div>
      <figcaption>
        <ul className={styles.legend}>
          <li>
            <span className={`${styles.key} ${styles.keyBleed}`} aria-hidden="true" />
            {t('legendBleed')}
          </li>
          <li>
            <span className={`${styles.key} ${styles.keyCut}`} aria-hidden="true" />
            {t('legendCut')}
          </li>
          <li>
            <span className={`${styles.key} ${styles.keySafe}`} aria-hidden="true" />
            {t('legendSafe')}
          </li>
          {(placed.length > 0 || transparent) && (
            <li>
              <span className={`${styles.key} ${styles.keyProblem}`} aria-hidden="true" />
              {t('legendProblem')}
            </li>
          )}
        </ul>
      </figcaption>
    </figure>
  );
}
