/**
 * Reseller (and company-site) content, fetched from the snippets service per
 * owner: Menu, Footer, promoBar, homePage and FlexibleMessageArea.
 */

export const MENU_IDS = ['primary-menu', 'hamburger-menu', 'footer-menu1', 'footer-menu2'] as const;
export type MenuId = (typeof MENU_IDS)[number];

export interface MenuItem {
  title: string;
  /** Internal path ("/collections/labels") or absolute URL. */
  link: string;
  items?: MenuItem[];
}

export type Menus = Record<MenuId, MenuItem[]>;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Brand colours; rendered as CSS custom properties on <body>. */
export interface Theme {
  primary: string;
  primaryContrast: string;
  accent: string;
  surface: string;
  text: string;
}

export interface FooterSettings {
  storeName: string;
  /** Copyright line. */
  legalCopy: string;
  companyDescription: string;
  logo: { url: string; alt: string; width: number; height: number };
  social: { network: SocialNetwork; url: string }[];
  theme: Theme;
}

export interface PromoSlot {
  headline: string;
  headlineSubtitle: string;
  iconUrl: string | null;
}

export interface PromoBar {
  on: boolean;
  slots: PromoSlot[];
}

export type HorizontalAlignment = 'left' | 'right' | 'center';
export type VerticalAlignment = 'top' | 'bottom' | 'center';

export interface HeroSettings {
  heroUrl: string;
  horizontalAlignment: HorizontalAlignment;
  verticalAlignment: VerticalAlignment;
  headlineAlignment: HorizontalAlignment;
  label: string;
  headline: string;
  ctaButtonLink: string | null;
  ctaButtonLabel: string | null;
}

export interface HomePageSettings {
  hero: HeroSettings;
  /** categoryId is a collection GID; the grid shows `count` of its products. */
  productGrid: { headline: string; categoryId: string; count: number };
  categoryGrid: { headline: string; collections: { categoryId: string }[] };
}

/** Sanitised HTML message blocks shown on the home and product pages. */
export interface FlexibleMessageArea {
  messages: { id: string; html: string }[];
}

export interface ResellerContent {
  menus: Menus;
  footer: FooterSettings;
  promoBar: PromoBar;
  home: HomePageSettings;
  messages: FlexibleMessageArea;
}
