/** The wishlist page: the header's heart and the "added" toast lead there. */
export const WISHLIST_PATH = '/wishlist';
