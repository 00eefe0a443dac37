import type {
  FooterSettings, HomePageSettings, MenuItem, Menus, PromoBar, PromoSlot,
} from '../../../lib/services/reseller/types.ts';
import { PUBLIC_URL_TOKEN } from '../../src/routes/snippets.ts';
import { heroFile, iconFile, logoFile, OWNERS, type OwnerDef } from './owners.ts';

/**
 * Snippet bodies per owner and locale. Bodies are stored as text, exactly as the snippets service
 * returns them: JSON text for Menu, Footer, promoBar and homePage (shapes from lib/services/reseller/types.ts),
 * HTML for FlexibleMessageArea. `{{PUBLIC_URL}}` is replaced with EMULATOR_PUBLIC_URL when served.
 */

export const SNIPPET_NAMES = ['Menu', 'Footer', 'promoBar', 'homePage', 'FlexibleMessageArea'] as const;
/** `delivery` is optional: only an owner whose workshop calendar differs from its site's has one. */
export type SnippetName = (typeof SNIPPET_NAMES)[number] | 'delivery';
type Locale = 'en' | 'fr';

const img = (file: string) => `${PUBLIC_URL_TOKEN}/cdn/shop/files/${file}`;
const link = (title: string, href: string, items?: MenuItem[]): MenuItem => (items ? { title, link: href, items } : { title, link: href });

interface Ctx {
  /** collection GID by full (prefixed) handle */
  gid: (handle: string) => string;
}

function siteMenus(l: Locale): Menus {
  const t = (en: string, fr: string) => (l === 'fr' ? fr : en);
  const labels = link(t('Labels', 'Étiquettes'), '/category/labels', [
    link(t('Roll Labels', 'Étiquettes en rouleau'), '/collections/roll-labels'),
    link(t('Sheet Labels', 'Étiquettes sur planches'), '/collections/sheet-labels'),
    link(t('Clear Labels', 'Étiquettes transparentes'), '/collections/clear-labels'),
  ]);
  const stickers = link(t('Stickers', 'Autocollants'), '/category/stickers', [
    link(t('Die-Cut Stickers', 'Autocollants découpés'), '/products/custom-die-cut-stickers'),
    link(t('Custom Shapes', 'Formes personnalisées'), '/collections/custom-shapes'),
    link(t('Holographic', 'Holographiques'), '/products/holographic-die-cut-stickers'),
  ]);
  const primary = [labels, stickers, link(t('Tags', 'Étiquettes volantes'), '/collections/product-labels-tags'),
    link(t('Best Sellers', 'Meilleures ventes'), '/collections/best-sellers'), link(t('About', 'À propos'), '/pages/about-us')];
  return {
    'primary-menu': primary,
    'hamburger-menu': [...primary, link(t('New Arrivals', 'Nouveautés'), '/collections/new-arrivals'),
      link(t('Window Decals', 'Vitrophanies'), '/collections/window-decals'), link(t('Contact', 'Contact'), '/pages/contact-us')],
    'footer-menu1': [link(t('Roll Labels', 'Étiquettes en rouleau'), '/collections/roll-labels'),
      link(t('Stickers', 'Autocollants'), '/collections/stickers'), link(t('Sheet Labels', 'Étiquettes sur planches'), '/collections/sheet-labels'),
      link(t('All Products', 'Tous les produits'), '/collections/all')],
    'footer-menu2': [link(t('Shipping Policy', 'Livraison'), '/pages/shipping-policy'), link(t('Contact Us', 'Nous contacter'), '/pages/contact-us'),
      link(t('About Us', 'À propos'), '/pages/about-us'), link(t('Label Guide', 'Guide des étiquettes'), 'https://help.printco.example/label-guide')],
  };
}

function resellerMenus(o: OwnerDef, l: Locale): Menus {
  const t = (en: string, fr: string) => (l === 'fr' ? fr : en);
  if (o.id === 'acme') {
    const primary = [
      link(t('Featured', 'À la une'), '/collections/featured'),
      link(t('Stickers', 'Autocollants'), '/category/stickers', [
        link(t('Logo Stickers', 'Autocollants logo'), '/products/die-cut-logo-stickers'),
        link(t('Promo Stickers', 'Autocollants promo'), '/collections/promo-stickers'),
      ]),
      link(t('Labels', 'Étiquettes'), '/collections/labels', [
        link(t('Roll Labels', 'Étiquettes en rouleau'), '/collections/roll-labels'),
        link(t('Sheet Labels', 'Étiquettes sur planches'), '/collections/sheet-labels'),
      ]),
      link(t('Request a Quote', 'Demander un devis'), 'https://acmepromo.example.com/quote'),
    ];
    return {
      'primary-menu': primary,
      'hamburger-menu': [...primary, link(t('Best Sellers', 'Meilleures ventes'), '/collections/best-sellers'), link(t('About Acme', 'À propos'), '/pages/about-us')],
      'footer-menu1': [link(t('Stickers', 'Autocollants'), '/collections/stickers'), link(t('Labels', 'Étiquettes'), '/collections/labels'),
        link(t('Best Sellers', 'Meilleures ventes'), '/collections/best-sellers')],
      'footer-menu2': [link(t('About Acme', 'À propos'), '/pages/about-us'), link(t('Shipping', 'Livraison'), '/pages/shipping-policy'),
        link(t('Acme Promo Blog', 'Blog Acme Promo'), 'https://blog.acmepromo.example.com/')],
    };
  }
  const primary = [
    link('Eco Labels', '/collections/eco-labels'),
    link('Roll Labels', '/collections/roll-labels', [link('Kraft & Natural', '/collections/kraft'), link('By the Roll', '/products/roll-labels-by-the-roll')]),
    link('Clear Labels', '/collections/clear-labels'),
    link('Product Tags', '/collections/product-tags'),
    link('Our Story', '/pages/about-us'),
  ];
  return {
    'primary-menu': primary,
    'hamburger-menu': [...primary, link('Popular', '/collections/popular')],
    'footer-menu1': [link('Eco Labels', '/collections/eco-labels'), link('Popular', '/collections/popular'), link('Kraft Hang Tags', '/products/kraft-hang-tags')],
    'footer-menu2': [link('Our Story', '/pages/about-us'), link('Contact', '/pages/contact-us'), link('Sustainability Report', 'https://northwind-print.example.org/sustainability')],
  };
}

function footer(o: OwnerDef, l: Locale): FooterSettings {
  const fr = l === 'fr';
  const descriptions: Record<string, [string, string]> = {
    us: ['Custom labels, stickers and tags, printed fast in Columbus, Ohio since 2009.', 'Étiquettes, autocollants et étiquettes volantes personnalisés, imprimés rapidement à Columbus (Ohio) depuis 2009.'],
    ca: ['Custom labels and stickers for Canadian makers, with bilingual packaging done right.', 'Étiquettes et autocollants personnalisés pour les artisans canadiens, avec un emballage bilingue soigné.'],
    fr: ['Custom labels and stickers printed for French brands, shipped from our partner in Lyon.', 'Étiquettes et autocollants personnalisés pour les marques françaises, expédiés depuis notre partenaire lyonnais.'],
    acme: ['Acme Promo puts your brand on stickers and labels people actually keep.', 'Acme Promo met votre marque sur des autocollants et des étiquettes que l’on garde vraiment.'],
    northwind: ['Northwind Print: sustainable labels for small-batch food, cosmetic and craft brands.', ''],
  };
  const [en, frText] = descriptions[o.id] ?? ['', ''];
  const social: FooterSettings['social'] = o.id === 'northwind'
    ? [{ network: 'instagram', url: 'https://www.instagram.com/northwindprint' }, { network: 'pinterest', url: 'https://www.pinterest.com/northwindprint' }]
    : o.id === 'acme'
      ? [{ network: 'linkedin', url: 'https://www.linkedin.com/company/acme-promo' }, { network: 'x', url: 'https://x.com/acmepromo' }, { network: 'youtube', url: 'https://www.youtube.com/@acmepromo' }]
      : [{ network: 'facebook', url: 'https://www.facebook.com/printco' }, { network: 'instagram', url: 'https://www.instagram.com/printco' }, { network: 'linkedin', url: 'https://www.linkedin.com/company/printco' }];
  const company = o.kind === 'sites' ? 'PrintCo Labels Inc' : o.brand.name;
  return {
    storeName: o.brand.name,
    legalCopy: fr ? `© 2026 ${company}. Tous droits réservés.` : `© 2026 ${company}. All rights reserved.`,
    companyDescription: fr && frText ? frText : en,
    logo: { url: img(logoFile(o)), alt: o.brand.name, width: 480, height: 120 },
    social,
    theme: o.theme,
  };
}

function promoBar(o: OwnerDef, l: Locale): PromoBar {
  const fr = l === 'fr';
  const slot = (icon: string | null, headline: string, headlineSubtitle: string): PromoSlot =>
    ({ headline, headlineSubtitle, iconUrl: icon ? img(iconFile(icon)) : null });
  switch (o.id) {
    case 'acme':
      return { on: true, slots: [
        slot('truck', fr ? 'Livraison offerte' : 'Free shipping', fr ? 'Dès 100 $ de commande' : 'On orders over $100'),
        slot('star', '', fr ? 'Créneau sans titre : ne doit pas s’afficher' : 'Slot with an empty headline: must not show'),
        slot(null, fr ? 'Icône absente' : 'Rush orders', fr ? 'Ce créneau n’a pas d’icône : ne doit pas s’afficher' : 'This slot has no icon: must not show'),
        slot('shield', fr ? 'Qualité garantie' : 'Quality guaranteed', fr ? 'Réimpression gratuite si nécessaire' : 'Free reprint if anything is off'),
      ] };
    case 'northwind':
      return { on: false, slots: [slot('truck', 'Carbon-neutral shipping', 'On every order')] };
    default: {
      const threshold = o.id === 'ca' ? '$99 CAD' : o.id === 'fr' ? '75 €' : '$75';
      const slots = [
        slot('truck', fr ? 'Livraison gratuite' : 'Free shipping', fr ? `Dès ${threshold} d’achat` : `On orders over ${threshold}`),
        slot('clock', fr ? 'Expédié en 3 à 5 jours' : 'Ships in 3–5 days', fr ? 'Après validation de l’épreuve' : 'After proof approval'),
        slot('shield', fr ? 'Satisfaction garantie' : 'Satisfaction guaranteed', fr ? 'Ou nous réimprimons' : 'Or we reprint for free'),
      ];
      if (o.id === 'us') slots.push(slot('star', '4.9/5', '12,000+ reviews'));
      return { on: true, slots };
    }
  }
}

function homePage(o: OwnerDef, l: Locale, ctx: Ctx): HomePageSettings {
  const fr = l === 'fr';
  const p = o.kind === 'sites' ? (o.id === 'us' ? '' : `${o.id}-`) : `${o.id}-`;
  const g = (h: string) => ctx.gid(`${p}${h}`);
  const siteGrid = ['roll-labels', 'stickers', 'sheet-labels', 'clear-labels', 'custom-shapes', 'product-labels-tags'];
  const heroes: Record<string, HomePageSettings['hero']> = {
    us: { heroUrl: img(heroFile(o)), horizontalAlignment: 'left', verticalAlignment: 'center', headlineAlignment: 'left',
      label: fr ? 'Nouveau : autocollants holographiques' : 'New: holographic stickers',
      headline: fr ? 'Étiquettes et autocollants personnalisés, imprimés vite' : 'Custom labels & stickers, printed fast',
      ctaButtonLink: '/collections/best-sellers', ctaButtonLabel: fr ? 'Voir les meilleures ventes' : 'Shop best sellers' },
    ca: { heroUrl: img(heroFile(o)), horizontalAlignment: 'right', verticalAlignment: 'center', headlineAlignment: 'right',
      label: fr ? 'Fait pour le Canada' : 'Made for Canada',
      headline: fr ? 'Des étiquettes bilingues sans casse-tête' : 'Bilingual labels without the headache',
      ctaButtonLink: '/products/bilingual-product-labels', ctaButtonLabel: fr ? 'Découvrir' : 'Discover' },
    fr: { heroUrl: img(heroFile(o)), horizontalAlignment: 'center', verticalAlignment: 'bottom', headlineAlignment: 'center',
      label: fr ? 'Imprimé en France' : 'Printed in France',
      headline: fr ? 'Vos étiquettes, votre style' : 'Your labels, your style',
      ctaButtonLink: '/collections/roll-labels', ctaButtonLabel: fr ? 'Commencer' : 'Get started' },
    acme: { heroUrl: img(heroFile(o)), horizontalAlignment: 'left', verticalAlignment: 'top', headlineAlignment: 'left',
      label: fr ? 'Goodies de marque' : 'Branded swag',
      headline: fr ? 'Des autocollants que vos clients garderont' : 'Stickers your customers will actually keep',
      ctaButtonLink: 'https://acmepromo.example.com/quote', ctaButtonLabel: fr ? 'Demander un devis' : 'Request a quote' },
    northwind: { heroUrl: img(heroFile(o)), horizontalAlignment: 'right', verticalAlignment: 'bottom', headlineAlignment: 'right',
      label: 'Sustainable by default', headline: 'Labels as natural as what is inside',
      ctaButtonLink: null, ctaButtonLabel: null },
  };
  const grids: Record<string, { product: string; categories: string[] }> = {
    us: { product: 'best-sellers', categories: siteGrid },
    ca: { product: 'best-sellers', categories: siteGrid },
    fr: { product: 'best-sellers', categories: siteGrid.slice(0, 5) },
    acme: { product: 'featured', categories: ['stickers', 'labels', 'roll-labels', 'sheet-labels', 'promo-stickers'] },
    northwind: { product: 'popular', categories: ['eco-labels', 'roll-labels', 'kraft', 'clear-labels'] },
  };
  const grid = grids[o.id]!;
  return {
    hero: heroes[o.id]!,
    productGrid: { headline: fr ? 'Produits populaires' : 'Popular products', categoryId: g(grid.product), count: 8 },
    categoryGrid: { headline: fr ? 'Catégories populaires' : 'Popular categories', collections: grid.categories.map((h) => ({ categoryId: g(h) })) },
  };
}

/** HTML blocks, one `<section data-message-id>` per message. Acme's carries a script and an inline handler on purpose. */
function messages(o: OwnerDef, l: Locale): string {
  const fr = l === 'fr';
  const section = (id: string, html: string) => `<section data-message-id="${id}">${html}</section>`;
  switch (o.id) {
    case 'acme':
      return section('rush', fr ? '<p><strong>Commande urgente ?</strong> Appelez-nous avant midi pour une expédition le jour même.</p>' : '<p><strong>Need it fast?</strong> Call before noon for same-day shipping on stickers.</p>') +
        section('tracking', '<p><a href="https://acmepromo.example.com/track" onclick="stealCookies()">Track your order</a> from the moment it ships.</p><script>document.cookie="acme=1";alert("xss")</script>') +
        section('image', `<p><img src="${img(iconFile('star'))}" alt="star" width="24" height="24" onerror="alert(1)"> Rated 4.8 by 3,000 marketers.</p>`);
    case 'northwind':
      return section('eco', '<p>Every Northwind order is printed on <strong>FSC-certified</strong> or recycled stock.</p>') +
        section('samples', '<p><a href="/pages/contact-us">Ask for a free sample pack</a> of our kraft and estate papers.</p>');
    default:
      return section('holiday', fr
        ? '<p><strong>Dates limites des fêtes :</strong> commandez avant le 12 décembre pour une livraison avant Noël.</p>'
        : '<p><strong>Holiday deadline:</strong> order by December 12 for delivery before Christmas.</p>') +
        section('proof', fr ? '<p>Épreuve numérique gratuite sur chaque commande.</p>' : '<p>Free digital proof with every order.</p>');
  }
}

/**
 * The delivery calendar a reseller changes (lib/services/reseller/delivery.ts): Acme ships from its
 * own dock until 4 pm New York time, standard in two days.
 */
function delivery(o: OwnerDef): object | null {
  return o.id === 'acme'
    ? { cutoffHour: 16, shipping: [{ id: 'standard', transitDays: 2 }, { id: 'express', transitDays: 1 }] }
    : null;
}

export interface SnippetRow {
  kind: 'sites' | 'resellers';
  owner: string;
  name: SnippetName;
  locale: Locale;
  body: string;
}

export function buildSnippets(ctx: Ctx): SnippetRow[] {
  const rows: SnippetRow[] = [];
  for (const o of OWNERS) {
    for (const l of o.locales) {
      const bodies: Record<(typeof SNIPPET_NAMES)[number], string> = {
        Menu: JSON.stringify(o.kind === 'sites' ? siteMenus(l) : resellerMenus(o, l)),
        Footer: JSON.stringify(footer(o, l)),
        promoBar: JSON.stringify(promoBar(o, l)),
        homePage: JSON.stringify(homePage(o, l, ctx)),
        FlexibleMessageArea: messages(o, l),
      };
      for (const name of SNIPPET_NAMES) rows.push({ kind: o.kind, owner: o.id, name, locale: l, body: bodies[name] });
      const calendar = delivery(o);
      if (calendar) rows.push({ kind: o.kind, owner: o.id, name: 'delivery', locale: l, body: JSON.stringify(calendar) });
    }
  }
  return rows;
}
