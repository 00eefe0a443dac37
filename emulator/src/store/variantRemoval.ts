import type { Catalog } from './catalog.ts';
import type { Db } from './db.ts';
import type { VariantRec } from './types.ts';

/**
 * Test hook: a variant that disappears while the storefront still has it in a cart. The row moves to
 * `removed_variants` (so it survives a restart and can be restored) and the in-memory snapshot is patched.
 */
export class VariantRemoval {
  private readonly remove_;
  private readonly restore_;

  constructor(db: Db, private readonly catalog: Catalog) {
    const park = db.prepare('INSERT OR REPLACE INTO removed_variants (id, variant) VALUES (?, ?)');
    const drop = db.prepare('DELETE FROM variants WHERE id = ?');
    const parked = db.prepare('SELECT variant FROM removed_variants WHERE id = ?');
    const unpark = db.prepare('DELETE FROM removed_variants WHERE id = ?');
    const insert = db.prepare(`INSERT INTO variants (id, product_id, position, title, sku, barcode, price,
      compare_at_price, available, quantity, image_id, selected_options, weight, weight_unit)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.remove_ = db.transaction((v: VariantRec) => {
      park.run(v.id, JSON.stringify(v));
      drop.run(v.id);
    });
    this.restore_ = db.transaction((id: number): VariantRec | null => {
      const row = parked.get(id) as { variant: string } | undefined;
      if (!row) return null;
      const v = JSON.parse(row.variant) as VariantRec;
      if (!this.catalog.productById.has(v.productId) || this.catalog.variantById.has(v.id)) return null;
      insert.run(v.id, v.productId, v.position, v.title, v.sku, v.barcode, v.price, v.compareAtPrice, v.available ? 1 : 0,
        v.quantity, v.imageId, JSON.stringify(v.selectedOptions), v.weight, v.weightUnit);
      unpark.run(id);
      return v;
    });
  }

  /** false when the variant is unknown (or already removed) */
  remove(id: number): boolean {
    const v = this.catalog.variantById.get(id);
    if (!v) return false;
    this.remove_(v);
    this.catalog.removeVariant(id);
    return true;
  }

  /** false when the variant was not removed through remove() */
  restore(id: number): boolean {
    const v = this.restore_(id);
    return v ? this.catalog.restoreVariant(v) : false;
  }
}
