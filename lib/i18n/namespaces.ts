import type en from '@/messages/en.json';

export type MessageNamespace = keyof typeof en;

/**
 * The message namespaces each part of the page needs in the browser. Server
 * components read any namespace; client components only those listed for
 * where they render, so each page ships just its own strings.
 */

/** The header's and footer's islands (every page). */
export const LAYOUT_NAMESPACES = ['Header', 'Toasts'] as const satisfies readonly MessageNamespace[];

/** Client islands of the catalog pages: home, collections, categories, products, content. */
export const CATALOG_NAMESPACES = [] as const satisfies readonly MessageNamespace[];

/** Client components of the shop pages: cart, compare, login, register, forgot password, account. */
export const SHOP_NAMESPACES = [
  'Common',
  'Toasts',
  'Validation',
  'Auth',
  'Account',
  'Cart',
  'Compare',
] as const satisfies readonly MessageNamespace[];
