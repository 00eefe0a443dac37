import type en from '@/messages/en.json';

type Messages = typeof en;

/** A namespace, or a path into one ("Auth.menu", "Header.cart"): what a client provider may carry. */
export type MessagePath<T = Messages, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : `${Prefix}${K}` | MessagePath<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * The messages each part of the page needs in the browser. Server components
 * read any namespace; client components only what is listed for where they
 * render, so each page ships just its own strings. A path ("Auth.menu")
 * ships that part of a namespace only; `useTranslations('Auth')` then sees
 * just that part.
 */

/**
 * The header's islands, on every page: keep it short. They take their
 * strings from the server; these are for the code they load later (as data,
 * see components/i18n/IslandMessages): the signed-in panel, the name of a
 * cart with lines, the sign-in return's toasts and the region switch's
 * confirmation.
 */
export const LAYOUT_NAMESPACES = [
  'Header.cart',
  'Header.cartItems',
  'Auth.menu',
  'Auth.login.success',
  'Auth.login.projectSaved',
  'Auth.login.projectKept',
  'Auth.login.projectRefused',
  'Auth.platform',
  'Region.confirm',
] as const satisfies readonly MessagePath[];

/**
 * A product page's islands, which format their strings as they render. The
 * other catalog pages bring none: their sliders and promo carousel take their
 * strings from the server.
 */
export const CATALOG_NAMESPACES = [
  // Product gallery and configurator
  'Product.gallery',
  'Product.thumbnails',
  'Product.showImage',
  'Product.previousImage',
  'Product.nextImage',
  'Product.configurator',
  'Configurator',
  // A product page's list buttons
  'Common.from',
  'Wishlist.add',
  'Wishlist.removeItem',
  'Compare.add',
  'Compare.removeItem',
  'Toasts',
] as const satisfies readonly MessagePath[];

/**
 * A collection grid (collection, category and sidebar pages), which the page
 * wraps in its own island messages (components/i18n/IslandMessages): its
 * toolbar, paging, filter toggle and the page's cards' buttons take their
 * strings from the server; these are for what loads later: a filtered
 * grid's count, the buttons of cards fetched on scroll, and the quick view
 * dialog.
 */
export const GRID_NAMESPACES = [
  'Collection.count',
  'Common.from',
  'QuickView',
  'Configurator.outOfStock',
  'Wishlist.add',
  'Wishlist.removeItem',
  'Compare.add',
  'Compare.removeItem',
  'Toasts',
] as const satisfies readonly MessagePath[];

/**
 * The design editor's strings: its modal loads on first use and asks for
 * them then (GET /api/design/messages), so product pages carry none.
 */
export const DESIGN_EDITOR_NAMESPACES = ['Design', 'Artwork', 'DieCut', 'Validation.projectName', 'ProofShare.share'] as const satisfies readonly MessagePath[];

/** A product page's delivery promise, wrapped in its own messages so other catalog pages do not carry them. */
export const DELIVERY_NAMESPACES = ['Delivery'] as const satisfies readonly MessagePath[];

/** A contact-us content page's form: its labels and the messages it can show. */
export const CONTACT_FORM_NAMESPACES = [
  'ContactForm',
  'Validation.contactForm',
  'Validation.recaptcha',
  'Validation.rateLimited',
] as const satisfies readonly MessagePath[];

/**
 * The punchout product page (a procurement system's buyer): the catalog's
 * strings plus the hand-off's progress and failures.
 */
export const PUNCHOUT_NAMESPACES = [...CATALOG_NAMESPACES, 'Punchout'] as const satisfies readonly MessagePath[];


/** Client components of the shop pages: cart, compare, login, register, forgot password, account. */
export const SHOP_NAMESPACES = [
  'Common',
  'Toasts',
  'Validation',
  'Auth',
  'Account',
  'Cart',
  // The cart's quantity select and minimum rule (counted per product), worded as on the product page
  'Configurator.customQuantity',
  'Configurator.minimumQuantity',
  // The options' names in a line's description, as the product page labels them
  'Configurator.optionSize',
  'Configurator.optionMaterial',
  'Configurator.optionSides',
  'Compare',
  'Wishlist',
  'OrderConfirmation',
  // The delivery promise on the cart and the expected date on the order confirmation
  'Delivery',
  // Sharing a proof from My Artwork, and approving one through its link
  'ProofShare',
] as const satisfies readonly MessagePath[];
