import type { Ids } from '../ids.ts';
import type { ProductRec } from '../../src/store/types.ts';
import { timestamps } from './build.ts';

/**
 * Extra products for scale tests (`--products N`). Each is a variation of a seeded product whose pricing
 * file is valid: same type, vendor, tags, images, option values and prices (so its `$=` file still prices
 * it), a new title, handle and SKU prefix (the row suffix is kept), and a subset of its sizes.
 */

const ADJECTIVES = ['Premium', 'Everyday', 'Eco', 'Deluxe', 'Compact', 'Bold', 'Classic', 'Artisan', 'Vintage', 'Modern', 'Bright', 'Rugged', 'Minimal', 'Heritage'];
const THEMES = ['Coffee', 'Honey', 'Brewery', 'Bakery', 'Candle', 'Soap', 'Wine', 'Hot Sauce', 'Kombucha', 'Skincare', 'Pet Treat', 'Spice', 'Tea', 'Jam', 'Olive Oil', 'Craft Beer', 'Event', 'Wedding', 'Shipping', 'Inventory', 'Festival', 'Farm Stand'];
const THEMES_FR: Record<string, string> = {
  Coffee: 'café', Honey: 'miel', Brewery: 'brasserie', Bakery: 'boulangerie', Candle: 'bougie', Soap: 'savon', Wine: 'vin',
  'Hot Sauce': 'sauce piquante', Kombucha: 'kombucha', Skincare: 'soins', 'Pet Treat': 'friandises pour animaux', Spice: 'épices',
  Tea: 'thé', Jam: 'confiture', 'Olive Oil': 'huile d’olive', 'Craft Beer': 'bière artisanale', Event: 'événement', Wedding: 'mariage',
  Shipping: 'expédition', Inventory: 'inventaire', Festival: 'festival', 'Farm Stand': 'marché fermier',
};
const NOUNS: Record<string, string> = {
  'Roll Labels': 'Roll Labels', 'Die-Cut Stickers': 'Die-Cut Stickers', 'Sheet Labels': 'Sheet Labels', 'Clear Labels': 'Clear Labels',
  'Custom Shape Stickers': 'Shape Stickers', 'Product Labels & Tags': 'Product Labels', 'Bumper Stickers': 'Bumper Stickers', 'Window Decals': 'Window Decals',
};

/** Deterministic PRNG (mulberry32) so every run generates the same catalog. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function generateProducts(bases: ProductRec[], n: number, ids: Ids): ProductRec[] {
  const rand = rng(20240601);
  const pickOf = <T,>(list: T[]): T => list[Math.floor(rand() * list.length)]!;
  const start = Date.parse('2024-01-01T00:00:00Z');
  const span = Date.parse('2026-11-01T00:00:00Z') - start;
  const out: ProductRec[] = [];
  for (let i = 1; i <= n; i++) {
    const base = pickOf(bases);
    const adjective = pickOf(ADJECTIVES);
    const theme = pickOf(THEMES);
    const title = `${adjective} ${theme} ${NOUNS[base.productType] ?? base.productType}`;
    const id = ids.take('product');
    const sizes = base.options[0]!.values;
    // keep the first size (row 1, the fallback row) and drop others at random for variety
    const keep = new Set(sizes.filter((s, k) => k === 0 || rand() > 0.3));
    const variants = base.variants
      .filter((v) => keep.has(v.selectedOptions[0]!.value))
      .map((v, k) => {
        const available = v.available && rand() > 0.03;
        return {
          ...v, id: ids.take('variant'), productId: id, position: k + 1,
          sku: v.sku ? `G${i}-${v.sku.split('-').slice(1).join('-')}` : null,
          available, quantity: available ? v.quantity : 0, selectedOptions: v.selectedOptions.map((o) => ({ ...o })),
        };
      });
    const used = (k: number) => [...new Set(variants.map((v) => v.selectedOptions[k]!.value))];
    const created = new Date(start + rand() * span).toISOString().slice(0, 10);
    const frBase = base.translations.fr;
    out.push({
      ...base,
      id, handle: `${slug(title)}-${i}`, title,
      descriptionHtml: `<p>${adjective} ${base.productType.toLowerCase()} designed for ${theme.toLowerCase()} brands.</p>${base.descriptionHtml}`,
      options: base.options.map((o, k) => ({ name: o.name, values: used(k) })),
      ...timestamps(created),
      seoTitle: null, seoDescription: null, bestSelling: 100 + Math.floor(rand() * 10000),
      translations: frBase
        ? { fr: { title: `${frBase.title} – ${THEMES_FR[theme] ?? theme}`, descriptionHtml: frBase.descriptionHtml, options: frBase.options, optionValues: frBase.optionValues } }
        : {},
      imageIds: [...base.imageIds],
      variants,
    });
  }
  return out;
}
