import { htmlToText } from '../graphql/context.ts';
import { imageUrl } from '../graphql/resolvers/image.ts';
import type { Catalog } from '../store/catalog.ts';
import type { ImageRec, ProductRec } from '../store/types.ts';
import type { SearchApplication } from './application.ts';
import type { Rec } from './filters.ts';
import { DEFAULT_RANKING } from './settings.ts';
import { resellerOfHandle, resellersSelling } from '../../../lib/domain/search/resellers.ts';

export interface CatalogIndex {
  /** the main index; `{index}_title_asc` is its replica sorted by title */
  index: string;
  resellerIds: string[];
  /** base of absolute image URLs, as the Storefront API gives them */
  publicUrl: string;
}

/** Descriptions are cut (at a word) to about this many characters: enough to match on, small records. */
const DESCRIPTION_CHARS = 1000;

export const titleReplica = (index: string) => `${index}_title_asc`;
/** The replica sorted by the French title, for French shoppers. */
export const frenchTitleReplica = (index: string) => `${index}_title_fr_asc`;

/** The main index's settings, as the app's indexing script sets them: English and French text alike. */
export const catalogSettings = (index: string) => ({
  searchableAttributes: ['title,title_fr', 'product_type', 'vendor', 'tags', 'unordered(description)', 'unordered(description_fr)'],
  attributesForFaceting: ['filterOnly(reseller)', 'filterOnly(resellers)'],
  replicas: [titleReplica(index), frenchTitleReplica(index)],
});

function shortText(html: string): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(' ');
  return (space > DESCRIPTION_CHARS * 0.8 ? cut.slice(0, space) : cut).trimEnd();
}

/**
 * A product's search record; null for what the storefront never lists on its own (Optional Extras). `collections`
 * are the handles of the collections listing it: the resellers selling it are read from them as the app's indexer
 * reads them.
 */
export function productRecord(p: ProductRec, images: Map<number, ImageRec>, opts: CatalogIndex, collections: readonly string[] = []): Rec | null {
  if (p.productType === 'Optional Extra') return null;
  const image = p.imageIds.length ? images.get(p.imageIds[0]!) : undefined;
  const prices = p.variants.map((v) => Number(v.price)).filter((n) => Number.isFinite(n));
  return {
    objectID: String(p.id),
    product_handle: p.handle,
    title: p.title,
    title_fr: p.translations.fr?.title ?? '',
    description: shortText(p.descriptionHtml),
    description_fr: shortText(p.translations.fr?.descriptionHtml ?? ''),
    product_type: p.productType,
    vendor: p.vendor,
    tags: [...p.tags],
    image: image ? imageUrl(image, { publicUrl: opts.publicUrl }) : null,
    price: prices.length ? Math.min(...prices) : null,
    reseller: resellerOfHandle(p.handle, opts.resellerIds),
    resellers: resellersSelling(p.handle, collections, opts.resellerIds),
  };
}

const collectionHandles = (catalog: Catalog, productId: number) => (catalog.collectionsOfProduct.get(productId) ?? []).map((c) => c.handle);

/** Fills `{index}` (and its title replicas) from the catalog; returns the record count and the build time. */
export function indexCatalog(app: SearchApplication, catalog: Catalog, opts: CatalogIndex): { records: number; ms: number } {
  const started = performance.now();
  app.setSettings(opts.index, catalogSettings(opts.index), false);
  app.setSettings(titleReplica(opts.index), { ranking: ['asc(title)', ...DEFAULT_RANKING] }, false);
  app.setSettings(frenchTitleReplica(opts.index), { ranking: ['asc(title_fr)', ...DEFAULT_RANKING] }, false);
  const records = catalog.products.flatMap((p) => productRecord(p, catalog.images, opts, collectionHandles(catalog, p.id)) ?? []);
  app.batch(opts.index, records.map((body) => ({ action: 'updateObject', body })));
  const main = app.find(opts.index)!;
  main.warm();
  app.find(titleReplica(opts.index))?.warm();
  app.find(frenchTitleReplica(opts.index))?.warm();
  const ms = Math.round(performance.now() - started);
  main.lastBuildTimeS = ms / 1000;
  return { records: records.length, ms };
}

/** Brings one product's record up to date after the catalog changed it (or drops it, when it is no longer listed). */
export function reindexProduct(app: SearchApplication, catalog: Catalog, productId: number, opts: CatalogIndex): void {
  const idx = app.find(opts.index);
  if (!idx || idx.primary) return;
  const p = catalog.productById.get(productId);
  const rec = p ? productRecord(p, catalog.images, opts, collectionHandles(catalog, productId)) : null;
  if (rec) app.putObject(opts.index, String(productId), rec);
  else app.deleteObject(opts.index, String(productId));
}
