'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { QuickViewDialogProps } from '@/components/quickview/QuickViewDialog';
import { compareList, wishlistList } from '@/lib/edge/state/lazy-list';
import type { ProductSnapshot } from '@/lib/domain/wishlist/list';
import { ListToggleButton } from './ListToggleButton';
import { WISHLIST_PATH } from './path';
import styles from './CardActions.module.css';

// The dialog (and the focus trap, stepper, image and styles it brings) is
// fetched on the first pointerenter / focus of a Quick view button, so it is
// ready by the click and catalogue pages never download it otherwise.
const loadQuickView = () => import('@/components/quickview/TranslatedQuickView');
const QuickViewDialog = lazy<ComponentType<QuickViewDialogProps>>(() =>
  loadQuickView().then(
    (m) => ({ default: m.TranslatedQuickView }),
    (error: unknown) => {
      // Offline or a stale deployment: the product page shows the same and more.
      console.error(JSON.stringify({ level: 'error', event: 'quickview.chunk.failed', error: String(error) }));
      return { default: GoToProductPage };
    },
  ),
);
const preload = () => {
  loadQuickView().catch(() => {});
};

/** Stands in for the dialog when its code could not be loaded. */
function GoToProductPage({ href }: Pick<QuickViewDialogProps, 'href'>) {
  useEffect(() => window.location.assign(href), [href]);
  return null;
}

/** A card's button names, with its product's title in them: formatted on the server, or by TranslatedCardActions. */
export interface CardActionLabels {
  quickView: string;
  wishlist: { add: string; remove: string };
  compare: { add: string; remove: string };
}

/** What the list buttons' toasts say: the same on every card. */
export interface CardToasts {
  addedToWishlist: string;
  removedFromWishlist: string;
  viewWishlist: string;
  addedToCompare: string;
  removedFromCompare: string;
}

export interface CardActionsProps {
  /** The card's product as the lists store it (lib/domain/wishlist/snapshot.ts). */
  item: ProductSnapshot;
  /** Product page path (the dialog's 'Choose options' link). */
  href: string;
  /**
   * The buttons' icons, rendered on the server (CollectionView) so the grid's
   * island ships no icon code; the buttons are named either way.
   */
  icons?: { quickView: ReactNode; wishlist: ReactNode; compare: ReactNode };
  labels: CardActionLabels;
  toasts: CardToasts;
  locale: string;
}

/**
 * A product card's buttons: Quick view (opens the quick view dialog),
 * wishlist and compare toggles (the lists' ListToggleButton, as
 * WishlistButton and CompareButton are, with the icons given), each named
 * after the product.
 */
export function CardActions({ item, href, icons, labels, toasts, locale }: CardActionsProps) {
  const [open, setOpen] = useState(false);
  const quickViewRef = useRef<HTMLButtonElement>(null);
  const quickViewLabel = labels.quickView;

  return (
    <div className={styles.actions}>
      <button
        ref={quickViewRef}
        type="button"
        className={styles.button}
        aria-label={quickViewLabel}
        aria-haspopup="dialog"
        title={quickViewLabel}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {icons?.quickView}
      </button>
      <ListToggleButton
        list={wishlistList}
        icon={icons?.wishlist}
        item={item}
        label={labels.wishlist}
        toast={{
          added: toasts.addedToWishlist,
          removed: toasts.removedFromWishlist,
          link: { label: toasts.viewWishlist, href: WISHLIST_PATH },
        }}
        className={styles.button}
      />
      <ListToggleButton
        list={compareList}
        icon={icons?.compare}
        item={item}
        label={labels.compare}
        toast={{ added: toasts.addedToCompare, removed: toasts.removedFromCompare }}
        className={styles.button}
      />
      {open ? (
        <Suspense fallback={null}>
          <QuickViewDialog
            item={item}
            href={href}
            locale={locale}
            onClose={() => setOpen(false)}
            returnFocusRef={quickViewRef}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
