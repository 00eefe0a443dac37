import { prepareAll, type Db } from '../store/db.ts';
import { isoSeconds, type CustomerMetafieldRec } from './types.ts';

/** Ids above the catalog's metafields (300001…), so the two never share an id. */
const METAFIELD_ID_BASE = 400000;

type Row = Record<string, unknown>;

function fromRow(r: Row): CustomerMetafieldRec {
  return {
    id: Number(r.id), customerId: Number(r.customer_id), namespace: String(r.namespace), key: String(r.key), value: String(r.value),
    createdAt: String(r.created_at), updatedAt: String(r.updated_at),
  };
}

/** Customer metafields written and read by the tagging service (saved artwork projects). */
export class CustomerMetafields {
  private readonly s;

  constructor(db: Db) {
    this.s = prepareAll(db, {
      nextId: `SELECT COALESCE(MAX(id), ${METAFIELD_ID_BASE}) + 1 AS id FROM customer_metafields`,
      insert: `INSERT INTO customer_metafields (id, customer_id, namespace, key, value, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`,
      byId: 'SELECT * FROM customer_metafields WHERE id = ?',
      list: 'SELECT * FROM customer_metafields WHERE customer_id = ? AND namespace = ? ORDER BY created_at DESC, id DESC',
      remove: 'DELETE FROM customer_metafields WHERE customer_id = ? AND id = ?',
      byKey: 'SELECT * FROM customer_metafields WHERE customer_id = ? AND namespace = ? AND key = ?',
      setValue: 'UPDATE customer_metafields SET value = ?, updated_at = ? WHERE id = ?',
    });
  }

  create(customerId: number, namespace: string, key: (id: number) => string, value: string, createdAt = isoSeconds()): CustomerMetafieldRec {
    // Keys are unique per owner and namespace on Shopify; deriving them from the id keeps them so.
    const id = (this.s.nextId.get() as { id: number }).id;
    this.s.insert.run(id, customerId, namespace, key(id), value, createdAt, createdAt);
    return fromRow(this.s.byId.get(id) as Row);
  }

  /** newest first */
  forCustomer(customerId: number, namespace: string): CustomerMetafieldRec[] {
    return (this.s.list.all(customerId, namespace) as Row[]).map(fromRow);
  }

  /** One metafield by its namespace and key, else null. */
  get(customerId: number, namespace: string, key: string): CustomerMetafieldRec | null {
    const r = this.s.byKey.get(customerId, namespace, key) as Row | undefined;
    return r ? fromRow(r) : null;
  }

  /** Creates the metafield, or changes its value when the customer already has that namespace and key (same id). */
  set(customerId: number, namespace: string, key: string, value: string): CustomerMetafieldRec {
    const current = this.get(customerId, namespace, key);
    if (!current) return this.create(customerId, namespace, () => key, value);
    this.s.setValue.run(value, isoSeconds(), current.id);
    return this.get(customerId, namespace, key)!;
  }

  /** false when the metafield is unknown or belongs to another customer */
  delete(customerId: number, id: number): boolean {
    return this.s.remove.run(customerId, id).changes > 0;
  }
}
