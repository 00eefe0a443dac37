import type { ArtSpec, View } from '../art/scenes.ts';
import type { Ids } from '../ids.ts';
import type { ImageRec, MetafieldRec, ProductRec, VariantRec } from '../../src/store/types.ts';
import type { ExtraDef, ProductDef } from './types.ts';
import { decimal } from '../../src/money.ts';
import { fr, MATERIALS, OPTION_NAMES_FR, optionValuesFr, SIDES, sizeCode, sizeInches } from './vocab.ts';

/** The French of a product's SEO tags: its French title, and its first French paragraph for the descriptions. */
function frenchSeoTags(d: ProductDef): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(d.metafields ?? {})) {
    out[key] = /title/.test(key) ? d.fr.title : (d.fr.paras[0] ?? d.fr.title);
  }
  return out;
}

/** An image the seeder must render: the record plus what to draw. */
export interface ArtJob {
  image: ImageRec;
  art: ArtSpec;
  view: View;
}

const VIEW_ALT: Record<View, string> = {
  product: 'product shot', closeup: 'close-up', inuse: 'in use', detail: 'detail',
};

const LAST_UPDATE = Date.parse('2026-11-01T00:00:00Z');

export function timestamps(created: string): { createdAt: string; updatedAt: string; publishedAt: string } {
  const c = Date.parse(`${created}T14:30:00Z`);
  const u = Math.min(c + 45 * 86400e3, LAST_UPDATE);
  const iso = (n: number) => new Date(n).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { createdAt: iso(c), updatedAt: iso(Math.max(u, c)), publishedAt: iso(c) };
}

export function descriptionHtml(paras: string[], specs: [string, string][]): string {
  return paras.map((p) => `<p>${p}</p>`).join('') + `<ul>${specs.map(([k, v]) => `<li>${k}: ${v}</li>`).join('')}</ul>`;
}

function specPairs(d: ProductDef, materials: string[]): [string, string][] {
  const pairs: [string, string][] = [
    ['Material', materials.join(', ')],
    ['Print Method', d.specs.print],
    ['Production Time', d.specs.time],
    ['Adhesive', d.specs.adhesive],
  ];
  if (d.specs.finish) pairs.push(['Finish', d.specs.finish]);
  return pairs;
}

function matches(pattern: string, key: string[]): boolean {
  const parts = pattern.split('|');
  return parts.every((p, i) => p === '*' || p === key[i]);
}

export function unitPrice(d: ProductDef, size: string, material: string, sides: string): number {
  const [w, h] = sizeInches(size);
  const mat = MATERIALS[material]?.factor ?? 1;
  const side = SIDES[sides]?.factor ?? 1;
  const base = Math.max(d.floor ?? 0, d.rate * w * h);
  return Math.round(base * mat * side * 100) / 100;
}

/** The pricing row of a variant: its size's position in the product's size list. */
export function rowOf(d: ProductDef, size: string): number {
  return d.sizes.indexOf(size) + 1;
}

export function buildProduct(d: ProductDef, ids: Ids): { product: ProductRec; jobs: ArtJob[]; metafields: MetafieldRec[] } {
  const id = ids.take('product');
  const views = d.views ?? ['product', 'closeup', 'inuse'];
  const jobs: ArtJob[] = views.map((view, i) => ({
    art: d.art,
    view,
    image: { id: ids.take('image'), file: `${d.handle}-${i + 1}-${view}.png`, alt: `${d.title} – ${VIEW_ALT[view]}`, width: 1000, height: 1000 },
  }));
  const sides = d.sides ?? ['Single Sided'];
  const variants: VariantRec[] = [];
  for (const size of d.sizes) {
    for (const [mi, material] of d.materials.entries()) {
      for (const side of sides) {
        const key = [size, material, side];
        if (d.skip?.some((p) => matches(p, key))) continue;
        const price = unitPrice(d, size, material, side);
        const soldOut = d.soldOut?.some((p) => matches(p, key)) ?? false;
        variants.push({
          id: ids.take('variant'), productId: id, position: variants.length + 1,
          title: `${size} / ${material} / ${side}`,
          sku: [d.code, sizeCode(size), MATERIALS[material]?.code ?? 'X', SIDES[side]?.code ?? 'S', rowOf(d, size)].join('-'),
          barcode: null, price: decimal(price),
          compareAtPrice: d.art.foil === 'holo' ? decimal(price * 1.25) : null,
          available: !soldOut, quantity: soldOut ? 0 : 25000,
          imageId: jobs[mi % jobs.length]?.image.id ?? null,
          selectedOptions: [{ name: 'Size', value: size }, { name: 'Material', value: material }, { name: 'Sides', value: side }],
          weight: 0.01, weightUnit: 'POUNDS',
        });
      }
    }
  }
  const used = (i: number) => [...new Set(variants.map((v) => v.selectedOptions[i]!.value))];
  const materials = used(1);
  const product: ProductRec = {
    id, handle: d.handle, title: d.title, productType: d.type, vendor: d.vendor, tags: d.tags,
    descriptionHtml: descriptionHtml(d.en, specPairs(d, materials)),
    options: [{ name: 'Size', values: used(0) }, { name: 'Material', values: materials }, { name: 'Sides', values: used(2) }],
    ...timestamps(d.created),
    seoTitle: d.seo?.title ?? null, seoDescription: d.seo?.description ?? null, bestSelling: d.best,
    translations: {
      fr: {
        title: d.fr.title,
        descriptionHtml: descriptionHtml(d.fr.paras, specPairs(d, materials).map(([k, v]) => [fr(k), v.split(', ').map(fr).join(', ')])),
        options: OPTION_NAMES_FR,
        optionValues: optionValuesFr([...materials, ...used(2)]),
        ...(d.seo ? { seoTitle: d.fr.title, seoDescription: d.fr.paras[0] } : {}),
        metafields: frenchSeoTags(d),
      },
    },
    imageIds: jobs.map((j) => j.image.id),
    variants,
  };
  const metafields = Object.entries(d.metafields ?? {}).map(([nsKey, value]): MetafieldRec => {
    const dot = nsKey.indexOf('.');
    return {
      id: ids.take('metafield'), ownerType: 'Product', ownerId: id, namespace: nsKey.slice(0, dot), key: nsKey.slice(dot + 1),
      value, type: 'single_line_text_field', description: null,
    };
  });
  return { product, jobs, metafields };
}

export function buildExtra(e: ExtraDef, ids: Ids, best: number): { product: ProductRec; jobs: ArtJob[] } {
  const id = ids.take('product');
  const image: ImageRec = { id: ids.take('image'), file: `${e.handle}-1-product.png`, alt: e.title, width: 1000, height: 1000 };
  return {
    product: {
      id, handle: e.handle, title: e.title, productType: 'Optional Extra', vendor: 'PrintCo', tags: ['Optional Extra'],
      descriptionHtml: `<p>${e.en}</p>`, options: [{ name: 'Title', values: ['Default Title'] }], ...timestamps(e.created),
      seoTitle: null, seoDescription: null, bestSelling: best,
      translations: { fr: { title: e.frTitle, descriptionHtml: `<p>${e.fr}</p>` } },
      imageIds: [image.id],
      variants: [{
        id: ids.take('variant'), productId: id, position: 1, title: 'Default Title', sku: `OE-${e.handle.toUpperCase()}`,
        barcode: null, price: e.price, compareAtPrice: null, available: true, quantity: 1000000, imageId: image.id,
        selectedOptions: [{ name: 'Title', value: 'Default Title' }], weight: 0, weightUnit: 'POUNDS',
      }],
    },
    jobs: [{ image, art: e.art, view: 'product' }],
  };
}
