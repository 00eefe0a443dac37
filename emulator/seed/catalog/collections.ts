import { EXTRAS } from './extras.ts';
import { PRODUCTS } from './products.ts';
import type { ProductDef } from './types.ts';

/**
 * Collections per owner. Company sites share one catalog: US handles are bare, Canada's carry `ca-`,
 * France's `fr-` (French titles); resellers prefix their own id. Region-only products appear only in
 * their region's collections.
 */

export interface CollectionDef {
  handle: string;
  title: string;
  description: string;
  fr?: { title: string; description: string };
  /** category tile art key (see tiles.ts) */
  tile: string;
  products: string[];
  seo?: { title: string; description: string };
  metafields?: Record<string, string>;
}

type Pred = (p: ProductDef) => boolean;
const pick = (list: ProductDef[], pred: Pred) => list.filter(pred).map((p) => p.handle);
const ofType = (...types: string[]): Pred => (p) => types.includes(p.type);
const byBest = (list: ProductDef[], n: number) => [...list].sort((a, b) => a.best - b.best).slice(0, n).map((p) => p.handle);
const newest = (list: ProductDef[], n: number) => [...list].sort((a, b) => b.created.localeCompare(a.created)).slice(0, n).map((p) => p.handle);
const LABEL_TYPES = ['Roll Labels', 'Sheet Labels', 'Clear Labels', 'Product Labels & Tags'];
const STICKER_TYPES = ['Die-Cut Stickers', 'Custom Shape Stickers', 'Bumper Stickers'];

interface SiteCollection {
  key: string;
  title: string;
  description: string;
  frTitle: string;
  frDescription: string;
  tile: string;
  select: (list: ProductDef[]) => string[];
}

/** The collection set every company site carries (titles with a shared "Labels" prefix list sub-categories). */
const SITE_COLLECTIONS: SiteCollection[] = [
  { key: 'roll-labels', title: 'Roll Labels', frTitle: 'Étiquettes en rouleau', tile: 'roll',
    description: 'Labels on rolls for hand or machine application, in paper, BOPP, kraft and foil.',
    frDescription: 'Des étiquettes en rouleau pour une pose manuelle ou automatique, en papier, BOPP, kraft et aluminium.',
    select: (l) => pick(l, ofType('Roll Labels')) },
  { key: 'stickers', title: 'Stickers', frTitle: 'Autocollants', tile: 'stickers',
    description: 'Die-cut, custom shape and bumper stickers in durable vinyl.',
    frDescription: 'Autocollants découpés, formes personnalisées et autocollants pare-chocs en vinyle résistant.',
    select: (l) => pick(l, ofType(...STICKER_TYPES)) },
  { key: 'sheet-labels', title: 'Sheet Labels', frTitle: 'Étiquettes sur planches', tile: 'sheet',
    description: 'Labels and sticker sheets delivered flat, easy to apply by hand.',
    frDescription: 'Étiquettes et planches d’autocollants livrées à plat, faciles à poser à la main.',
    select: (l) => pick(l, ofType('Sheet Labels')) },
  { key: 'clear-labels', title: 'Clear Labels', frTitle: 'Étiquettes transparentes', tile: 'clear',
    description: 'Transparent labels for a printed-on-glass, no-label look.',
    frDescription: 'Des étiquettes transparentes pour un effet imprimé sur le verre, sans étiquette apparente.',
    select: (l) => pick(l, ofType('Clear Labels')) },
  { key: 'custom-shapes', title: 'Custom Shapes', frTitle: 'Formes personnalisées', tile: 'shapes',
    description: 'Stickers and labels cut to any outline you can draw.',
    frDescription: 'Autocollants et étiquettes découpés selon n’importe quel contour.',
    select: (l) => pick(l, ofType('Custom Shape Stickers')) },
  { key: 'product-labels-tags', title: 'Product Labels & Tags', frTitle: 'Étiquettes produit et volantes', tile: 'tags',
    description: 'Hang tags, jar labels and cosmetic labels that finish your packaging.',
    frDescription: 'Étiquettes volantes, étiquettes de pots et de cosmétiques pour finir vos emballages.',
    select: (l) => pick(l, ofType('Product Labels & Tags')) },
  { key: 'window-decals', title: 'Window Decals', frTitle: 'Vitrophanies', tile: 'window',
    description: 'Decals and static clings for shop windows and vehicles.',
    frDescription: 'Vitrophanies adhésives et électrostatiques pour vitrines et véhicules.',
    select: (l) => pick(l, ofType('Window Decals')) },
  { key: 'best-sellers', title: 'Best Sellers', frTitle: 'Meilleures ventes', tile: 'best',
    description: 'The labels and stickers our customers reorder most.',
    frDescription: 'Les étiquettes et autocollants que nos clients recommandent le plus.',
    select: (l) => byBest(l, 10) },
  { key: 'new-arrivals', title: 'New Arrivals', frTitle: 'Nouveautés', tile: 'new',
    description: 'Fresh materials and formats, just added.',
    frDescription: 'De nouveaux supports et formats, fraîchement ajoutés.',
    select: (l) => newest(l, 8) },
  { key: 'all', title: 'All Products', frTitle: 'Tous les produits', tile: 'all',
    description: 'Every label, sticker and tag we print.',
    frDescription: 'Toutes les étiquettes, tous les autocollants et étiquettes volantes que nous imprimons.',
    select: (l) => l.map((p) => p.handle) },
  { key: 'labels', title: 'Labels', frTitle: 'Étiquettes', tile: 'roll',
    description: 'Every kind of label: rolls, sheets, clear film and product tags.',
    frDescription: 'Tous les types d’étiquettes : rouleaux, planches, film transparent et étiquettes produit.',
    select: (l) => pick(l, ofType(...LABEL_TYPES)) },
  { key: 'labels-roll', title: 'Labels · Roll', frTitle: 'Étiquettes · Rouleau', tile: 'roll',
    description: 'Labels supplied on rolls.', frDescription: 'Étiquettes fournies en rouleau.',
    select: (l) => pick(l, ofType('Roll Labels')) },
  { key: 'labels-sheet', title: 'Labels · Sheet', frTitle: 'Étiquettes · Planches', tile: 'sheet',
    description: 'Labels supplied on flat sheets.', frDescription: 'Étiquettes fournies sur planches.',
    select: (l) => pick(l, ofType('Sheet Labels')) },
  { key: 'labels-clear', title: 'Labels · Clear', frTitle: 'Étiquettes · Transparentes', tile: 'clear',
    description: 'Labels on clear film.', frDescription: 'Étiquettes sur film transparent.',
    select: (l) => pick(l, ofType('Clear Labels')) },
];

function site(prefix: '' | 'ca-' | 'fr-', regionOnly: ProductDef[]): CollectionDef[] {
  const list = [...PRODUCTS, ...regionOnly];
  return SITE_COLLECTIONS.map((c) => {
    const french = prefix === 'fr-';
    return {
      handle: `${prefix}${c.key}`,
      title: french ? c.frTitle : c.title,
      description: french ? c.frDescription : c.description,
      fr: { title: c.frTitle, description: c.frDescription },
      tile: c.tile,
      products: c.select(list),
    };
  });
}

export function collectionDefs(region: { ca: ProductDef[]; fr: ProductDef[] }): CollectionDef[] {
  const us = site('', []);
  const rollUs = us.find((c) => c.handle === 'roll-labels')!;
  rollUs.seo = { title: 'Roll Labels – Custom Printed on Rolls', description: 'Custom roll labels in paper, BOPP, kraft and foil, printed fast.' };
  rollUs.metafields = { 'global.title_tag': 'Custom Roll Labels | PrintCo', 'global.description_tag': 'Shop custom roll labels: paper, waterproof BOPP, kraft and metallic foil.' };
  const h = (...handles: string[]) => handles;
  return [
    ...us,
    {
      handle: 'optional-extras', title: 'Optional Extras', tile: 'all', products: EXTRAS.map((e) => e.handle),
      description: 'Finishing options you can add to an order.',
      fr: { title: 'Options de finition', description: 'Les options de finition à ajouter à une commande.' },
    },
    ...site('ca-', region.ca),
    ...site('fr-', region.fr),
    // ── Acme Promo (reseller): promotional stickers and labels ──
    { handle: 'acme-featured', title: 'Featured', tile: 'best', description: 'Hand-picked promo favourites from the Acme team.',
      products: h('custom-die-cut-stickers', 'die-cut-logo-stickers', 'holographic-die-cut-stickers', 'custom-roll-labels', 'kiss-cut-sticker-sheets', 'custom-bumper-stickers', 'custom-shape-stickers', 'clear-bopp-product-labels', 'custom-sheet-labels') },
    { handle: 'acme-stickers', title: 'Stickers', tile: 'stickers', description: 'Logo stickers for events, swag bags and giveaways.',
      fr: { title: 'Autocollants', description: 'Des autocollants logo pour vos événements et cadeaux.' },
      products: h('custom-die-cut-stickers', 'die-cut-logo-stickers', 'holographic-die-cut-stickers', 'custom-shape-stickers', 'custom-bumper-stickers', 'kiss-cut-custom-shapes') },
    { handle: 'acme-labels', title: 'Labels', tile: 'roll', description: 'Branded labels for packaging and mailers.',
      products: h('custom-roll-labels', 'waterproof-bopp-roll-labels', 'custom-sheet-labels', 'address-labels-on-sheets', 'clear-bopp-product-labels', 'acme-logo-mailer-labels') },
    { handle: 'acme-roll-labels', title: 'Labels · Roll', tile: 'roll', description: 'Acme roll labels.',
      products: h('custom-roll-labels', 'waterproof-bopp-roll-labels', 'numbered-roll-labels') },
    { handle: 'acme-sheet-labels', title: 'Labels · Sheet', tile: 'sheet', description: 'Acme sheet labels.',
      products: h('custom-sheet-labels', 'address-labels-on-sheets', 'kiss-cut-sticker-sheets') },
    { handle: 'acme-promo-stickers', title: 'Promo Stickers', tile: 'shapes', description: 'Eye-catching stickers that get your brand noticed.',
      products: h('acme-event-swag-stickers', 'holographic-die-cut-stickers', 'custom-shape-stickers', 'custom-bumper-stickers', 'kiss-cut-sticker-sheets') },
    { handle: 'acme-best-sellers', title: 'Best Sellers', tile: 'best', description: 'What Acme customers order most.',
      products: h('die-cut-logo-stickers', 'custom-die-cut-stickers', 'custom-roll-labels', 'custom-sheet-labels', 'custom-bumper-stickers', 'holographic-die-cut-stickers', 'clear-bopp-product-labels', 'kiss-cut-sticker-sheets') },
    // ── Northwind Print (reseller): natural and eco packaging ──
    { handle: 'northwind-eco-labels', title: 'Eco Labels', tile: 'eco', description: 'Kraft, paper and recyclable label stocks.',
      products: h('kraft-paper-roll-labels', 'kraft-hang-tags', 'custom-sheet-labels', 'address-labels-on-sheets', 'custom-roll-labels') },
    { handle: 'northwind-popular', title: 'Popular', tile: 'best', description: 'Northwind customer favourites.',
      products: h('kraft-paper-roll-labels', 'custom-hang-tags', 'candle-jar-labels', 'clear-bopp-product-labels', 'cosmetic-skincare-labels', 'waterproof-bopp-roll-labels', 'kraft-hang-tags', 'custom-shape-product-labels', 'no-label-look-bottle-labels') },
    { handle: 'northwind-roll-labels', title: 'Roll Labels', tile: 'roll', description: 'Roll labels for small-batch makers.',
      products: h('kraft-paper-roll-labels', 'custom-roll-labels', 'waterproof-bopp-roll-labels', 'roll-labels-by-the-roll') },
    { handle: 'northwind-kraft', title: 'Kraft & Natural', tile: 'eco', description: 'Earthy kraft papers and cardstocks.',
      products: h('kraft-paper-roll-labels', 'kraft-hang-tags', 'northwind-compostable-produce-labels') },
    { handle: 'northwind-clear-labels', title: 'Clear Labels', tile: 'clear', description: 'Clear labels for jars and bottles.',
      products: h('clear-bopp-product-labels', 'no-label-look-bottle-labels', 'clear-round-stickers') },
    { handle: 'northwind-product-tags', title: 'Product Tags', tile: 'tags', description: 'Hang tags and product labels.',
      products: h('custom-hang-tags', 'kraft-hang-tags', 'candle-jar-labels', 'cosmetic-skincare-labels') },
  ];
}
