'use client';

import { useEffect, useId, useState, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { CompareButton } from '@/components/compare/CompareButton';
import { Dialog } from '@/components/ui/Dialog';
import { IconClose } from '@/components/ui/icons';
import { Link } from '@/components/ui/Link';
import { ProductImage } from '@/components/ui/ProductImage';
import { WishlistButton } from '@/components/wishlist/WishlistButton';
import { WISHLIST_PATH } from '@/components/wishlist/path';
import { callApi } from '@/lib/edge/api/client';
import { QUICK_VIEW } from '@/lib/edge/api/endpoints/catalog';
import { QUANTITY_PARAM } from '@/lib/domain/configurator/quantity';
import { formatDecimal } from '@/lib/ground/money/format';
import { isLocale } from '@/lib/ground/tenant/types';
import type { ProductSnapshot } from '@/lib/domain/wishlist/list';
import { QuantityStepper } from './QuantityStepper';
import { stockLimit } from './stock';
import type { QuickViewProduct } from './types';
import styles from './QuickViewDialog.module.css';

export interface QuickViewDialogProps {
  /** The card's product: its title names the dialog while the details load. */
  item: ProductSnapshot;
  /** Product page path ('Choose options'). */
  href: string;
  locale: string;
  onClose: () => void;
  /** Focus goes back here on close (the Quick view button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

type State =
  | { status: 'loading' }
  | { status: 'loaded'; product: QuickViewProduct }
  | { status: 'notFound' }
  | { status: 'error' };

async function loadProduct(handle: string, locale: string, signal: AbortSignal): Promise<State> {
  const result = await callApi(QUICK_VIEW, { query: { handle, locale: isLocale(locale) ? locale : undefined }, signal });
  if (result.ok) return { status: 'loaded', product: result.data.product };
  if (result.status === 404) return { status: 'notFound' };
  if (!signal.aborted) {
    console.error(JSON.stringify({ level: 'error', event: 'quickview.load.failed', handle, status: result.status, error: result.error }));
  }
  return { status: 'error' };
}

function withQuantity(href: string, quantity: number): string {
  return `${href}${href.includes('?') ? '&' : '?'}${QUANTITY_PARAM}=${quantity}`;
}

/**
 * The quick view modal: image, title, "From" price, the quantity
 * stepper with the stock rule, wishlist and compare buttons and a link to
 * the product page. Loaded on the first click of a Quick view button (see
 * components/wishlist/CardActions.tsx). On the one Dialog: focus starts on
 * the close button; Escape, the close button or a backdrop click close it,
 * and focus returns to the Quick view button.
 */
export function QuickViewDialog({ item, href, locale, onClose, returnFocusRef }: QuickViewDialogProps) {
  const t = useTranslations('QuickView');
  const common = useTranslations('Common');
  const wishlist = useTranslations('Wishlist');
  const compare = useTranslations('Compare');
  const toasts = useTranslations('Toasts');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const titleId = useId();

  useEffect(() => {
    const controller = new AbortController();
    loadProduct(item.handle, locale, controller.signal).then(
      (next) => {
        if (!controller.signal.aborted) setState(next);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(JSON.stringify({ level: 'error', event: 'quickview.load.failed', handle: item.handle, error: String(error) }));
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [item.handle, locale, attempt]);

  const product = state.status === 'loaded' ? state.product : null;
  const title = product?.title ?? item.title;
  const snapshot: ProductSnapshot = product
    ? {
        id: product.id,
        handle: product.handle,
        title: product.title,
        imageUrl: product.image?.url ?? null,
        price: product.price,
        productType: product.productType,
      }
    : item;

  return (
    <Dialog
      open
      onClose={onClose}
      portal
      returnFocus={returnFocusRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading'}
    >
      <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
        <IconClose size={22} />
      </button>
      <div className={styles.media}>
        {product?.image ? (
          <ProductImage
            src={product.image.url}
            alt={product.image.altText ?? ''}
            width={product.image.width ?? 600}
            height={product.image.height ?? 600}
            maxWidth={product.image.width}
            sizes="(max-width: 749px) 80vw, 320px"
            loading="eager"
            className={styles.image}
          />
        ) : (
          <div className={state.status === 'loading' ? `${styles.placeholder} ${styles.pulse}` : styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {state.status === 'loading' ? (
          <div role="status" className={styles.loading}>
            <span className={styles.spinner} aria-hidden="true" />
            {t('loading')}
          </div>
        ) : null}
        {state.status === 'notFound' || state.status === 'error' ? (
          <div className={styles.problem}>
            <p role="alert">{state.status === 'notFound' ? t('notFound') : t('error')}</p>
            {state.status === 'error' ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  setState({ status: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                {t('retry')}
              </button>
            ) : null}
          </div>
        ) : null}
        {product ? (
          <>
            {product.price ? (
              <p className={styles.price}>
                <span className={styles.from}>{common('from')}</span>{' '}
                <span className={styles.amount}>{formatDecimal(product.price, locale)}</span>
              </p>
            ) : null}
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              limit={stockLimit(product.stock)}
              classes={styles}
            />
            <div className={styles.lists}>
              <WishlistButton
                item={snapshot}
                label={{ add: wishlist('add', { title }), remove: wishlist('removeItem', { title }) }}
                toast={{ added: toasts('addedToWishlist'), removed: toasts('removedFromWishlist'), link: { label: toasts('viewWishlist'), href: WISHLIST_PATH } }}
                className={styles.listButton}
              />
              <CompareButton
                item={snapshot}
                label={{ add: compare('add', { title }), remove: compare('removeItem', { title }) }}
                toast={{ added: toasts('addedToCompare'), removed: toasts('removedFromCompare') }}
                className={styles.listButton}
              />
            </div>
          </>
        ) : null}
        {/* The quantity chosen here travels to the product page, whose configurator opens on it. */}
        <Link href={withQuantity(href, quantity)} className={`button ${styles.choose}`}>
          {t('chooseOptions')}
        </Link>
      </div>
    </Dialog>
  );
}
