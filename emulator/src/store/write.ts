import type { Db } from './db.ts';
import type { CollectionRec, ImageRec, MenuRec, MetafieldRec, PageRec, ProductRec } from './types.ts';

/** Inserts catalog records; callers wrap calls in one transaction. */
export function writer(db: Db) {
  const image = db.prepare('INSERT INTO images (id, file, alt, width, height) VALUES (?, ?, ?, ?, ?)');
  const product = db.prepare(`INSERT INTO products (id, handle, title, description_html, product_type, vendor, tags,
    options, created_at, updated_at, published_at, seo_title, seo_description, best_selling, translations)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const productImage = db.prepare('INSERT INTO product_images (product_id, image_id, position) VALUES (?, ?, ?)');
  const variant = db.prepare(`INSERT INTO variants (id, product_id, position, title, sku, barcode, price,
    compare_at_price, available, quantity, image_id, selected_options, weight, weight_unit)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const collection = db.prepare(`INSERT INTO collections (id, handle, title, description_html, image_id, seo_title,
    seo_description, updated_at, translations) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const member = db.prepare('INSERT INTO collection_products (collection_id, product_id, position) VALUES (?, ?, ?)');
  const metafield = db.prepare(`INSERT INTO metafields (id, owner_type, owner_id, namespace, key, value, type, description)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const page = db.prepare(`INSERT INTO pages (id, handle, title, body, created_at, updated_at, seo_title, seo_description,
    translations) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const menu = db.prepare('INSERT INTO menus (id, handle, title, items) VALUES (?, ?, ?, ?)');
  const file = db.prepare('INSERT OR REPLACE INTO files (kind, name, body) VALUES (?, ?, ?)');
  const snippet = db.prepare(`INSERT OR REPLACE INTO snippets (owner_kind, owner, name, locale, body, updated_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const owner = db.prepare('INSERT OR REPLACE INTO snippet_owners (owner_kind, owner, default_locale) VALUES (?, ?, ?)');
  const meta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');

  return {
    image(r: ImageRec) {
      image.run(r.id, r.file, r.alt, r.width, r.height);
    },
    product(p: ProductRec) {
      product.run(p.id, p.handle, p.title, p.descriptionHtml, p.productType, p.vendor, JSON.stringify(p.tags),
        JSON.stringify(p.options), p.createdAt, p.updatedAt, p.publishedAt, p.seoTitle, p.seoDescription,
        p.bestSelling, JSON.stringify(p.translations));
      p.imageIds.forEach((id, i) => productImage.run(p.id, id, i));
      for (const v of p.variants) {
        variant.run(v.id, p.id, v.position, v.title, v.sku, v.barcode, v.price, v.compareAtPrice, v.available ? 1 : 0,
          v.quantity, v.imageId, JSON.stringify(v.selectedOptions), v.weight, v.weightUnit);
      }
    },
    collection(c: CollectionRec) {
      collection.run(c.id, c.handle, c.title, c.descriptionHtml, c.imageId, c.seoTitle, c.seoDescription, c.updatedAt,
        JSON.stringify(c.translations));
      c.productIds.forEach((pid, i) => member.run(c.id, pid, i));
    },
    /** Appends products to an existing collection (generated catalog). */
    addMembers(collectionId: number, productIds: number[], from: number) {
      productIds.forEach((pid, i) => member.run(collectionId, pid, from + i));
    },
    metafield(m: MetafieldRec) {
      metafield.run(m.id, m.ownerType, m.ownerId, m.namespace, m.key, m.value, m.type, m.description);
    },
    page(p: PageRec) {
      page.run(p.id, p.handle, p.title, p.body, p.createdAt, p.updatedAt, p.seoTitle, p.seoDescription,
        JSON.stringify(p.translations));
    },
    menu(m: MenuRec) {
      menu.run(m.id, m.handle, m.title, JSON.stringify(m.items));
    },
    file(kind: 'pricing' | 'template', name: string, body: string) {
      file.run(kind, name, body);
    },
    snippetOwner(kind: 'sites' | 'resellers', id: string, defaultLocale: string) {
      owner.run(kind, id, defaultLocale);
    },
    snippet(kind: 'sites' | 'resellers', id: string, name: string, locale: string, body: string, updatedAt: string) {
      snippet.run(kind, id, name, locale, body, updatedAt);
    },
    meta(key: string, value: string) {
      meta.run(key, value);
    },
  };
}
export type Writer = ReturnType<typeof writer>;
