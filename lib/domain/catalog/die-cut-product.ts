/**
 * Which products are cut to the shape of the shopper's artwork, and which
 * print on a clear background (their outline follows what is visible, not
 * what is opaque). Read from the product's tags; the browser's modal and the
 * server's routes and checks share this.
 */
export const DIE_CUT_TAGS = ['Custom Die-Cut', 'Shape=Custom'] as const;
export const CLEAR_BACKGROUND_TAG = 'Clear Background';

export const isDieCutProduct = (tags: readonly string[]): boolean => DIE_CUT_TAGS.some((tag) => tags.includes(tag));
export const hasClearBackground = (tags: readonly string[]): boolean => tags.includes(CLEAR_BACKGROUND_TAG);
