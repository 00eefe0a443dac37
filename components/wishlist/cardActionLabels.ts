import { useTranslations } from 'next-intl';
import type { CardActionLabels, CardToasts } from './CardActions';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The names of a card's buttons for a given product title, from the QuickView, Wishlist and Compare namespaces. */
export function useCardActionLabels(): (title: string) => CardActionLabels {
  const quickView = useTranslations('QuickView') as unknown as Translate;
  const wishlist = useTranslations('Wishlist') as unknown as Translate;
  const compare = useTranslations('Compare') as unknown as Translate;
  return (title) => cardActionLabels({ quickView, wishlist, compare }, title);
}

/** A card's button names, with its product's title: on the server for the page's cards, in the browser for fetched ones. */
function cardActionLabels(t: { quickView: Translate; wishlist: Translate; compare: Translate }, title: string): CardActionLabels {
  return {
    quickView: t.quickView('open', { title }),
    wishlist: { add: t.wishlist('add', { title }), remove: t.wishlist('removeItem', { title }) },
    compare: { add: t.compare('add', { title }), remove: t.compare('removeItem', { title }) },
  };
}

/** The list buttons' toasts, from the Toasts namespace. */
export function useCardToasts(): CardToasts {
  const t = useTranslations('Toasts') as unknown as Translate;
  return {
    addedToWishlist: t('addedToWishlist'),
    removedFromWishlist: t('removedFromWishlist'),
    viewWishlist: t('viewWishlist'),
    addedToCompare: t('addedToCompare'),
    removedFromCompare: t('removedFromCompare'),
  };
}
