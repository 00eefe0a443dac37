import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heroSvg, iconSvg, ICON_NAMES, logoSvg } from './art/brand.ts';
import { renderSvg } from './art/render.ts';
import { renderScene, type ArtSpec, type View } from './art/scenes.ts';
import { buildExtra, buildProduct, timestamps, type ArtJob } from './catalog/build.ts';
import { collectionDefs } from './catalog/collections.ts';
import { EXTRAS } from './catalog/extras.ts';
import { generateProducts } from './catalog/generate.ts';
import { BROKEN_GRID_NAME, buildPricingFiles, MISSING_GRID, pricingName } from './catalog/pricing.ts';
import { isSingleStoreProduct, PRODUCTS, REGION_PRODUCTS, RESELLER_PRODUCTS } from './catalog/products.ts';
import { buildTemplateFiles } from './catalog/templates.ts';
import { seedCustomers } from './customers.ts';
import { TILES } from './catalog/tiles.ts';
import { menuDefs } from './content/menus.ts';
import { heroFile, iconFile, logoFile, OWNERS } from './content/owners.ts';
import { PAGES } from './content/pages.ts';
import { buildSnippets } from './content/snippets.ts';
import { Ids } from './ids.ts';
import { gid } from '../src/graphql/gid.ts';
import { DDL, type Db } from '../src/store/db.ts';
import { writer } from '../src/store/write.ts';
import type { CollectionRec, ImageRec, MenuRec, MetafieldRec, PageRec, ProductRec } from '../src/store/types.ts';

export const IMAGES_DIR = 'images';
export const GENERATED_COLLECTION = 'all-generated';
const SNIPPETS_UPDATED_AT = '2026-10-15T09:00:00Z';

/**
 * A hash of the seed sources, the table definitions and the generated-product count. The emulator reseeds when the stored
 * value differs, so a change to the seed data reaches every checkout without a manual --reset.
 */
export function seedFingerprint(products: number): string {
  const h = crypto.createHash('sha1');
  const root = path.dirname(fileURLToPath(import.meta.url));
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) h.update(e.name).update(fs.readFileSync(p));
    }
  };
  walk(root);
  h.update(DDL);
  h.update(`products=${products}`);
  return h.digest('hex').slice(0, 16);
}

/** Renders SVG jobs a few at a time: sharp works on libuv's pool, so more in flight only queues. */
async function renderAll(jobs: { svg: () => string; file: string; size?: number }[], dir: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await renderSvg(job.svg(), dir, job.file, job.size);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

export interface SeedReport {
  products: number;
  generated: number;
  collections: number;
  images: number;
  ms: number;
}

export async function seed(db: Db, dataDir: string, opts: { products: number }): Promise<SeedReport> {
  const t0 = Date.now();
  const imagesDir = path.join(dataDir, IMAGES_DIR);
  fs.mkdirSync(imagesDir, { recursive: true });
  const ids = new Ids();
  const w = writer(db);

  // ── products ──
  const jobs: ArtJob[] = [];
  const products: ProductRec[] = [];
  const metafields: MetafieldRec[] = [];
  const missingRows = new Map<string, number[]>();
  for (const def of [...PRODUCTS, ...REGION_PRODUCTS]) {
    const built = buildProduct(def, ids);
    products.push(built.product);
    jobs.push(...built.jobs);
    metafields.push(...built.metafields);
    if (def.missingRows) missingRows.set(def.handle, def.missingRows);
  }
  EXTRAS.forEach((e, i) => {
    const built = buildExtra(e, ids, 50 + i);
    products.push(built.product);
    jobs.push(...built.jobs);
  });
  // After the extras, so the ids of everything seeded before them stay as they were.
  for (const def of RESELLER_PRODUCTS) {
    const built = buildProduct(def, ids);
    products.push(built.product);
    jobs.push(...built.jobs);
    metafields.push(...built.metafields);
  }
  const productByHandle = new Map(products.map((p) => [p.handle, p]));

  // ── collections (tile images are shared between owners) ──
  const tileImages = new Map<string, ImageRec>();
  const tileJobs: ArtJob[] = [];
  for (const [key, t] of Object.entries(TILES)) {
    const image: ImageRec = { id: ids.take('image'), file: `collection-${key}.png`, alt: t.alt, width: 800, height: 800 };
    tileImages.set(key, image);
    tileJobs.push({ image, art: t.art, view: 'product' });
  }
  const collections: CollectionRec[] = collectionDefs({
    ca: REGION_PRODUCTS.filter((p) => p.handle.startsWith('ca-')),
    fr: REGION_PRODUCTS.filter((p) => p.handle.startsWith('fr-')),
  }).map((c): CollectionRec => {
    const id = ids.take('collection');
    for (const [nsKey, value] of Object.entries(c.metafields ?? {})) {
      const dot = nsKey.indexOf('.');
      metafields.push({ id: ids.take('metafield'), ownerType: 'Collection', ownerId: id, namespace: nsKey.slice(0, dot),
        key: nsKey.slice(dot + 1), value, type: 'single_line_text_field', description: null });
    }
    return {
      id, handle: c.handle, title: c.title, descriptionHtml: `<p>${c.description}</p>`,
      imageId: tileImages.get(c.tile)?.id ?? null, seoTitle: c.seo?.title ?? null, seoDescription: c.seo?.description ?? null,
      updatedAt: '2026-09-01T12:00:00Z',
      translations: c.fr ? { fr: { title: c.fr.title, descriptionHtml: `<p>${c.fr.description}</p>` } } : {},
      productIds: c.products.map((h) => {
        const p = productByHandle.get(h);
        if (!p) throw new Error(`collection ${c.handle} lists unknown product ${h}`);
        return p.id;
      }),
    };
  });
  const collectionId = new Map(collections.map((c) => [c.handle, c.id]));
  const collectionGid = (h: string) => {
    const id = collectionId.get(h);
    if (!id) throw new Error(`unknown collection ${h}`);
    return gid('Collection', id);
  };

  // ── pages and menus ──
  const pages: PageRec[] = PAGES.map((p) => {
    const t = timestamps(p.created);
    return { id: ids.take('page'), handle: p.handle, title: p.title, body: p.body, createdAt: t.createdAt, updatedAt: t.updatedAt,
      seoTitle: p.seo?.title ?? null, seoDescription: p.seo?.description ?? null, translations: { fr: { title: p.fr.title, body: p.fr.body } } };
  });
  const pageGid = (h: string) => gid('Page', pages.find((p) => p.handle === h)!.id);
  const menus: MenuRec[] = menuDefs(collectionGid, (h) => gid('Product', productByHandle.get(h)!.id), pageGid)
    .map((m) => ({ id: ids.take('menu'), ...m }));

  // ── brand art ──
  const brandJobs: { svg: () => string; file: string }[] = [];
  const brandImages: ImageRec[] = [];
  for (const o of OWNERS) {
    brandJobs.push({ svg: () => logoSvg(o.brand), file: logoFile(o) }, { svg: () => heroSvg(o.brand), file: heroFile(o) });
    brandImages.push({ id: ids.take('image'), file: logoFile(o), alt: `${o.brand.name} logo`, width: 480, height: 120 },
      { id: ids.take('image'), file: heroFile(o), alt: `${o.brand.name} hero`, width: 1600, height: 600 });
  }
  for (const name of ICON_NAMES) {
    brandJobs.push({ svg: () => iconSvg(name), file: iconFile(name) });
    brandImages.push({ id: ids.take('image'), file: iconFile(name), alt: name, width: 128, height: 128 });
  }

  const scene = (art: ArtSpec, view: View) => () => renderScene(art, view);
  await renderAll([
    ...jobs.map((j) => ({ svg: scene(j.art, j.view), file: j.image.file })),
    ...tileJobs.map((j) => ({ svg: scene(j.art, j.view), file: j.image.file, size: 800 })),
    ...brandJobs,
  ], imagesDir);

  // ── write ──
  const pricing = buildPricingFiles(products, missingRows);
  const templates = buildTemplateFiles(products);
  const snippets = buildSnippets({ gid: collectionGid });
  let generated: ProductRec[] = [];
  db.transaction(() => {
    for (const j of [...jobs, ...tileJobs]) w.image(j.image);
    for (const i of brandImages) w.image(i);
    for (const p of products) w.product(p);
    for (const c of collections) w.collection(c);
    for (const m of metafields) w.metafield(m);
    for (const p of pages) w.page(p);
    for (const m of menus) w.menu(m);
    for (const [name, body] of pricing) w.file('pricing', name, JSON.stringify(body));
    for (const [name, body] of templates) w.file('template', name, JSON.stringify(body));
    for (const o of OWNERS) w.snippetOwner(o.kind, o.id, o.defaultLocale);
    for (const s of snippets) w.snippet(s.kind, s.owner, s.name, s.locale, s.body, SNIPPETS_UPDATED_AT);
    seedCustomers(db, products);

    if (opts.products > 0) {
      const priced = products.filter((p) => {
        const name = pricingName(p);
        return name && name !== MISSING_GRID && name !== BROKEN_GRID_NAME && p.productType !== 'Optional Extra'
          && !isSingleStoreProduct(p.handle);
      });
      generated = generateProducts(priced, opts.products, ids);
      for (const p of generated) w.product(p);
      w.collection({
        id: ids.take('collection'), handle: GENERATED_COLLECTION, title: 'All Generated Products',
        descriptionHtml: `<p>${generated.length} generated products for scale tests.</p>`, imageId: tileImages.get('all')?.id ?? null,
        seoTitle: null, seoDescription: null, updatedAt: '2026-09-01T12:00:00Z', translations: {}, productIds: generated.map((p) => p.id),
      });
    }
    w.meta('seeded_at', new Date().toISOString());
    w.meta('seed_fingerprint', seedFingerprint(opts.products));
  })();

  return {
    products: products.length, generated: generated.length, collections: collections.length + (generated.length ? 1 : 0),
    images: jobs.length + tileJobs.length + brandJobs.length, ms: Date.now() - t0,
  };
}
