import type { FlexibleMessageArea, FooterSettings, HomePageSettings, Menus, PromoBar, ResellerContent, Theme } from './types';

/**
 * What a storefront shows when a snippet is missing, malformed or its service
 * is down: a neutral, complete page (no menus, no promo bar, a hero with
 * neither image nor button, no grids) instead of an error.
 */

export const DEFAULT_THEME: Theme = {
  primary: '#1f4e79',
  primaryContrast: '#ffffff',
  accent: '#e07a1f',
  surface: '#ffffff',
  text: '#1b1f23',
};

export const DEFAULT_STORE_NAME = 'Custom Print Shop';

export const DEFAULT_MENUS: Menus = {
  'primary-menu': [],
  'hamburger-menu': [],
  'footer-menu1': [],
  'footer-menu2': [],
};

export const DEFAULT_FOOTER: FooterSettings = {
  storeName: DEFAULT_STORE_NAME,
  legalCopy: '',
  companyDescription: '',
  // Served from public/ by the app; a snippet normally provides its own.
  logo: { url: '/logo.svg', alt: DEFAULT_STORE_NAME, width: 180, height: 48 },
  social: [],
  theme: DEFAULT_THEME,
};

export const DEFAULT_PROMO_BAR: PromoBar = { on: false, slots: [] };

export const DEFAULT_HOME: HomePageSettings = {
  hero: {
    heroUrl: '',
    horizontalAlignment: 'center',
    verticalAlignment: 'center',
    headlineAlignment: 'center',
    label: '',
    headline: '',
    ctaButtonLink: null,
    ctaButtonLabel: null,
  },
  // count 0 / no collections: the grids stay hidden (shown only when products exist).
  productGrid: { headline: '', categoryId: '', count: 0 },
  categoryGrid: { headline: '', collections: [] },
};

export const DEFAULT_MESSAGES: FlexibleMessageArea = { messages: [] };

export const DEFAULT_CONTENT: ResellerContent = {
  menus: DEFAULT_MENUS,
  footer: DEFAULT_FOOTER,
  promoBar: DEFAULT_PROMO_BAR,
  home: DEFAULT_HOME,
  messages: DEFAULT_MESSAGES,
};
