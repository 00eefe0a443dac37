/** The hosted checkout speaks English and French, like the storefront's sites. */
export type Lang = 'en' | 'fr';

/**
 * `?locale=` wins (fr, fr-CA, fr_CA → French; anything else → English), as on Shopify's checkout;
 * without it the cart's @inContext language decides.
 */
export function pageLang(locale: string | null, cartLanguage?: string): Lang {
  if (locale) return /^fr(?:$|[-_])/i.test(locale) ? 'fr' : 'en';
  return cartLanguage?.toUpperCase() === 'FR' ? 'fr' : 'en';
}

export const FIELDS = ['name', 'email', 'address1', 'city', 'province', 'zip', 'country'] as const;
export type Field = (typeof FIELDS)[number];

export interface Strings {
  /** French sets a space before the colon */
  colon: string;
  title: string;
  heading: string;
  locale: string;
  key: string;
  items: string;
  quantity: string;
  note: string;
  details: string;
  total: string;
  unverified: string;
  shipping: string;
  fields: Record<Field, string>;
  placeOrder: string;
  signedInAs: (who: string) => string;
  missing: string;
  invalidEmail: string;
  thanks: string;
  orderNumber: (name: string) => string;
  alreadyPlaced: string;
  returnToStore: string;
  notFound: string;
  /** a designed line: its thumbnail's alt text, and the link to its print-ready file */
  designAlt: (title: string) => string;
  printFile: string;
}

export const STRINGS: Record<Lang, Strings> = {
  en: {
    colon: ': ',
    title: 'Checkout',
    heading: 'Checkout',
    locale: 'Locale',
    key: 'Cart key',
    items: 'Your order',
    quantity: 'Quantity',
    note: 'Order note',
    details: 'Order details',
    total: 'Total',
    unverified: 'The prices in this cart could not be verified.',
    shipping: 'Shipping address',
    fields: {
      name: 'Full name', email: 'Email', address1: 'Address', city: 'City', province: 'Province / State',
      zip: 'Postal code', country: 'Country',
    },
    placeOrder: 'Place order',
    signedInAs: (who) => `Signed in as ${who}`,
    missing: 'Please fill in every field:',
    invalidEmail: 'Enter a valid email address.',
    thanks: 'Thank you for your order!',
    orderNumber: (name) => `Your order number is ${name}.`,
    alreadyPlaced: 'This order has already been placed.',
    returnToStore: 'Return to store',
    notFound: 'This checkout does not exist or has expired.',
    designAlt: (title) => `${title}: your design`,
    printFile: 'Print file',
  },
  fr: {
    colon: '\u00a0: ',
    title: 'Paiement',
    heading: 'Paiement',
    locale: 'Langue',
    key: 'Clé du panier',
    items: 'Votre commande',
    quantity: 'Quantité',
    note: 'Note de commande',
    details: 'Détails de la commande',
    total: 'Total',
    unverified: "Les prix de ce panier n'ont pas pu être vérifiés.",
    shipping: 'Adresse de livraison',
    fields: {
      name: 'Nom complet', email: 'Adresse e-mail', address1: 'Adresse', city: 'Ville', province: 'Province / État',
      zip: 'Code postal', country: 'Pays',
    },
    placeOrder: 'Passer la commande',
    signedInAs: (who) => `Connecté en tant que ${who}`,
    missing: 'Veuillez remplir tous les champs\u00a0:',
    invalidEmail: 'Saisissez une adresse e-mail valide.',
    thanks: 'Merci pour votre commande\u00a0!',
    orderNumber: (name) => `Votre numéro de commande est ${name}.`,
    alreadyPlaced: 'Cette commande a déjà été passée.',
    returnToStore: 'Retour à la boutique',
    notFound: "Ce paiement n'existe pas ou a expiré.",
    designAlt: (title) => `${title}\u00a0: votre design`,
    printFile: "Fichier d'impression",
  },
};
