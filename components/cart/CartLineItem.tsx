'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import { ProductImage } from '@/components/ui/ProductImage';
import { lineDescription, type DescriptionRow } from '@/lib/domain/cart/description';
import { OPTION_LABEL_KEYS } from '@/lib/domain/catalog/option-labels';
import { safeImageSrc } from '@/lib/ground/html/url';
import type { CartLine } from '@/lib/domain/cart/types';
import type { LineIssue } from '@/lib/domain/checkout/platform-cart';
import { showPrice, showUnitPrice } from '@/lib/ground/money/format';
import { inUnits } from '@/lib/ground/money/cents';
import type { MinimumViolation } from '@/lib/domain/pricing/quantity';
import { showCount, type MoneyDisplay } from './money';
import { QuantitySelector } from './QuantitySelector';
import styles from './CartLineItem.module.css';

const THUMB = 96;

/** The artwork check flags a low-resolution upload with a truthy `low_dpi` property. */
const hasArtworkIssue = (line: CartLine): boolean => {
  const value = line.properties.low_dpi?.trim().toLowerCase();
  return !!value && value !== 'false' && value !== 'no' && value !== '0';
};

type CartT = ReturnType<typeof useTranslations<'Cart'>>;
type ConfiguratorT = ReturnType<typeof useTranslations<'Configurator'>>;

/** An option is named as on the product page (the Configurator's label for it). */
function rowText(t: CartT, configurator: ConfiguratorT, row: DescriptionRow): string {
  switch (row.key) {
    case 'option':
      return t('description.option', { label: configurator(OPTION_LABEL_KEYS[row.name]), value: row.value });
    case 'extras':
      return t('description.extras', { list: row.extras.map((key) => t(`extras.${key}`)).join(', ') });
    case 'design':
      return t('description.design');
  }
}

/**
 * One cart line: thumbnail, title linking to the
 * product, description, quantity, the minimum rule (counted over every line
 * of the product: `minimum`), total and remove. A line checkout found unavailable gets a red border and says why;
 * so does a line checkout could not take as it is (`issue`: the stock left, the same item twice), with what to do.
 */
export function CartLineItem({
  line,
  money,
  productHref,
  minimum,
  issue = null,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  money: MoneyDisplay;
  productHref: string;
  /** The product's shortfall against its minimum order (lib/domain/cart/rules.ts lineMinimumViolation), or null. */
  minimum: MinimumViolation | null;
  /** Why checkout could not take this line as it is (lib/domain/checkout/platform-cart.ts), or null. */
  issue?: LineIssue | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('Cart');
  const configurator = useTranslations('Configurator');
  const minimumId = `minimum-${line.lineItemId}`;
  const unavailableId = `unavailable-${line.lineItemId}`;
  const issueId = `issue-${line.lineItemId}`;
  const flagged = line.unavailable || issue !== null;
  // The design's thumbnail shows the shopper's artwork; the product image stands in without one.
  // (an unusable one, e.g. a data: URL, falls back to the product image too).
  const designThumb = safeImageSrc(line.properties.thumbnail);
  const description = lineDescription(line).map((row) => rowText(t, configurator, row));

  return (
    <li
      className={`${styles.line} ${flagged ? styles.unavailable : ''}`}
      data-testid="cart-line"
      data-unavailable={line.unavailable ? 'true' : undefined}
      data-issue={issue?.issue}
    >
      <div className={styles.thumb}>
        {designThumb ? (
          // The shopper's own artwork is content (unlike the product photo beside the title): it is named.
          <ProductImage src={designThumb} alt={t('designAlt', { title: line.title })} width={THUMB} height={THUMB} sizes={`${THUMB}px`} responsive={false} />
        ) : line.image ? (
          <ProductImage src={line.image} alt="" width={THUMB} height={THUMB} sizes={`${THUMB}px`} maxWidth={THUMB * 2} />
        ) : null}
      </div>

      <div className={styles.info}>
        <h3 className={styles.title}>
          <Link href={productHref}>{line.title}</Link>
        </h3>
        {description.length ? (
          <ul className={styles.description}>
            {description.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        ) : null}
        <p className={styles.unit}>{t('each', { price: showUnitPrice(inUnits(line.exactUnitPrice), money, money.locale) })}</p>
        {line.unavailable ? (
          <p id={unavailableId} className={styles.unavailableText}>
            {t('unavailableLine')}
          </p>
        ) : null}
        {issue ? (
          <p id={issueId} className={styles.unavailableText} data-testid="line-issue">
            {issue.issue === 'stock' ? t('issue.stock', { available: issue.available }) : t('issue.duplicate')}
          </p>
        ) : null}
        {hasArtworkIssue(line) ? <p className={styles.notice}>{t('artworkIssue')}</p> : null}
      </div>

      <div className={styles.controls}>
        <QuantitySelector
          line={line}
          locale={money.locale}
          describedBy={[minimum ? minimumId : null, issue ? issueId : null].filter(Boolean).join(' ') || undefined}
          onChange={onQuantity}
        />
        {minimum ? (
          // The message's line break tag becomes a real <br>, never the tag as text.
          <p id={minimumId} className={styles.minimum}>
            {configurator.rich('minimumQuantity', {
              n: showCount(minimum.n, money.locale),
              m: showCount(minimum.m, money.locale),
              br: () => <br />,
            })}
          </p>
        ) : null}
      </div>

      <div className={styles.total}>
        <span className="visually-hidden">{t('lineTotal')}: </span>
        <span data-testid="line-total">{showPrice(line.total, money, money.locale)}</span>
      </div>

      <button type="button" className={`button button-ghost ${styles.remove}`} onClick={onRemove}>
        {t('remove')}
        <span className="visually-hidden"> {line.title}</span>
      </button>
    </li>
  );
}
