import type { CardActionLabels, CardToasts } from './CardActions';

type Translate = (key: string, values?: Record<string, string>) => string;

/** A card's button names, with its product's title: on the server for the page's cards, in the browser for fetched ones. */
export function cardActionLabels(t: { quickView: Translate; wishlist: Translate; compare: Translate }, title: string): CardActionLabels {
  return {
    quickView: t.quickView('open', { title }),
    wishlist: { add: t.wishlist('add', { title }), remove: t.wishlist('removeItem', { title }) },
    compare: { add: t.compare('add', { title }), remove: t.compare('removeItem', { title }) },
  };
}

/** The list buttons' toasts, from the Toasts namespace. */
export function cardToasts(t: Translate): CardToasts {
  return {
    addedToWishlist: t('addedToWishlist'),
    removedFromWishlist: t('removedFromWishlist'),
    viewWishlist: t('viewWishlist'),
    addedToCompare: t('addedToCompare'),
    removedFromCompare: t('removedFromCompare'),
  };
}
