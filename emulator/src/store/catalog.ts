import type { Db } from './db.ts';
import type { ProductPatch } from './productPatch.ts';
import type {
  CollectionRec, ImageRec, MenuRec, MetafieldOwner, MetafieldRec, PageRec, ProductRec, VariantRec,
} from './types.ts';

/**
 * A read-only snapshot of the catalog tables. The catalog never changes while the emulator runs
 * (only seeding writes it), so GraphQL resolvers read plain objects instead of issuing SQL per field;
 * 5,000 products load in well under a second. The exceptions are test hooks: removing a variant
 * (store/variantRemoval.ts, through removeVariant/restoreVariant) and editing a product (patchProduct);
 * both tell onProductChange listeners, so derived data (the search index) follows.
 */
export class Catalog {
  readonly products: ProductRec[] = [];
  readonly productById = new Map<number, ProductRec>();
  readonly productByHandle = new Map<string, ProductRec>();
  readonly variantById = new Map<number, VariantRec>();
  readonly images = new Map<number, ImageRec>();
  readonly collections: CollectionRec[] = [];
  readonly collectionById = new Map<number, CollectionRec>();
  readonly collectionByHandle = new Map<string, CollectionRec>();
  readonly collectionsOfProduct = new Map<number, CollectionRec[]>();
  readonly pages: PageRec[] = [];
  readonly pageById = new Map<number, PageRec>();
  readonly pageByHandle = new Map<string, PageRec>();
  readonly menuByHandle = new Map<string, MenuRec>();
  readonly menuById = new Map<number, MenuRec>();
  private readonly metafields = new Map<string, MetafieldRec>();
  private readonly changeListeners: ((productId: number) => void)[] = [];

  constructor(db: Db) {
    type Row = Record<string, unknown>;
    const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
    for (const r of db.prepare('SELECT * FROM images').all() as Row[]) {
      this.images.set(Number(r.id), {
        id: Number(r.id), file: String(r.file), alt: str(r.alt), width: Number(r.width), height: Number(r.height),
      });
    }
    for (const r of db.prepare('SELECT * FROM products ORDER BY id').all() as Row[]) {
      const p: ProductRec = {
        id: Number(r.id), handle: String(r.handle), title: String(r.title), descriptionHtml: String(r.description_html),
        productType: String(r.product_type), vendor: String(r.vendor), tags: JSON.parse(String(r.tags)),
        options: JSON.parse(String(r.options)), createdAt: String(r.created_at), updatedAt: String(r.updated_at),
        publishedAt: String(r.published_at), seoTitle: str(r.seo_title), seoDescription: str(r.seo_description),
        bestSelling: Number(r.best_selling), translations: JSON.parse(String(r.translations)), imageIds: [], variants: [],
      };
      this.products.push(p);
      this.productById.set(p.id, p);
      this.productByHandle.set(p.handle, p);
    }
    for (const r of db.prepare('SELECT * FROM product_images ORDER BY product_id, position').all() as Row[]) {
      this.productById.get(Number(r.product_id))?.imageIds.push(Number(r.image_id));
    }
    for (const r of db.prepare('SELECT * FROM variants ORDER BY product_id, position').all() as Row[]) {
      const v: VariantRec = {
        id: Number(r.id), productId: Number(r.product_id), position: Number(r.position), title: String(r.title),
        sku: str(r.sku), barcode: str(r.barcode), price: String(r.price), compareAtPrice: str(r.compare_at_price),
        available: r.available === 1, quantity: Number(r.quantity),
        imageId: r.image_id === null ? null : Number(r.image_id),
        selectedOptions: JSON.parse(String(r.selected_options)),
        weight: r.weight === null ? null : Number(r.weight), weightUnit: String(r.weight_unit),
      };
      this.productById.get(v.productId)?.variants.push(v);
      this.variantById.set(v.id, v);
    }
    for (const r of db.prepare('SELECT * FROM collections ORDER BY id').all() as Row[]) {
      const c: CollectionRec = {
        id: Number(r.id), handle: String(r.handle), title: String(r.title), descriptionHtml: String(r.description_html),
        imageId: r.image_id === null ? null : Number(r.image_id), seoTitle: str(r.seo_title),
        seoDescription: str(r.seo_description), updatedAt: String(r.updated_at),
        translations: JSON.parse(String(r.translations)), productIds: [],
      };
      this.collections.push(c);
      this.collectionById.set(c.id, c);
      this.collectionByHandle.set(c.handle, c);
    }
    for (const r of db.prepare('SELECT * FROM collection_products ORDER BY collection_id, position').all() as Row[]) {
      const c = this.collectionById.get(Number(r.collection_id));
      const pid = Number(r.product_id);
      if (!c || !this.productById.has(pid)) continue;
      c.productIds.push(pid);
      const list = this.collectionsOfProduct.get(pid) ?? [];
      list.push(c);
      this.collectionsOfProduct.set(pid, list);
    }
    for (const r of db.prepare('SELECT * FROM metafields').all() as Row[]) {
      const m: MetafieldRec = {
        id: Number(r.id), ownerType: String(r.owner_type) as MetafieldOwner, ownerId: Number(r.owner_id),
        namespace: String(r.namespace), key: String(r.key), value: String(r.value), type: String(r.type),
        description: str(r.description),
      };
      this.metafields.set(Catalog.metafieldKey(m.ownerType, m.ownerId, m.namespace, m.key), m);
    }
    for (const r of db.prepare('SELECT * FROM pages ORDER BY id').all() as Row[]) {
      const p: PageRec = {
        id: Number(r.id), handle: String(r.handle), title: String(r.title), body: String(r.body),
        createdAt: String(r.created_at), updatedAt: String(r.updated_at), seoTitle: str(r.seo_title),
        seoDescription: str(r.seo_description), translations: JSON.parse(String(r.translations)),
      };
      this.pages.push(p);
      this.pageById.set(p.id, p);
      this.pageByHandle.set(p.handle, p);
    }
    for (const r of db.prepare('SELECT * FROM menus').all() as Row[]) {
      const m: MenuRec = { id: Number(r.id), handle: String(r.handle), title: String(r.title), items: JSON.parse(String(r.items)) };
      this.menuByHandle.set(m.handle, m);
      this.menuById.set(m.id, m);
    }
  }

  /** Calls `fn` with a product's id each time its snapshot changes while running. */
  onProductChange(fn: (productId: number) => void): void {
    this.changeListeners.push(fn);
  }

  private changed(productId: number): void {
    for (const fn of this.changeListeners) fn(productId);
  }

  /**
   * Test hook: replaces English fields of a product in the snapshot only (a restart undoes it, as nothing here
   * writes the database); its updatedAt becomes now. Returns the product, or null for an unknown handle.
   */
  patchProduct(handle: string, patch: ProductPatch): ProductRec | null {
    const p = this.productByHandle.get(handle);
    if (!p) return null;
    Object.assign(p, patch, { updatedAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z') });
    this.changed(p.id);
    return p;
  }

  /** Takes a variant out of the lookups and its product's list; returns it, or null when unknown. */
  removeVariant(id: number): VariantRec | null {
    const v = this.variantById.get(id);
    if (!v) return null;
    this.variantById.delete(id);
    const list = this.productById.get(v.productId)?.variants;
    const at = list?.indexOf(v) ?? -1;
    if (list && at >= 0) list.splice(at, 1);
    this.changed(v.productId);
    return v;
  }

  /** Puts a removed variant back at its position; false when its product no longer exists or it is already there. */
  restoreVariant(v: VariantRec): boolean {
    const list = this.productById.get(v.productId)?.variants;
    if (!list || this.variantById.has(v.id)) return false;
    const at = list.findIndex((x) => x.position > v.position);
    list.splice(at < 0 ? list.length : at, 0, v);
    this.variantById.set(v.id, v);
    this.changed(v.productId);
    return true;
  }

  static metafieldKey(ownerType: MetafieldOwner, ownerId: number, namespace: string, key: string): string {
    return `${ownerType}:${ownerId}:${namespace}:${key}`;
  }

  metafield(ownerType: MetafieldOwner, ownerId: number, namespace: string, key: string): MetafieldRec | null {
    return this.metafields.get(Catalog.metafieldKey(ownerType, ownerId, namespace, key)) ?? null;
  }
}
