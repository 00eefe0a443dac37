/**
 * Numeric id ranges per resource type. Ranges do not overlap, so a product id passed where a variant
 * id is expected never finds the wrong object by accident.
 */
export const ID_BASE = {
  product: 1000,
  variant: 100000,
  image: 9000,
  collection: 500,
  page: 800,
  menu: 100,
  metafield: 300000,
} as const;

export type IdKind = keyof typeof ID_BASE;

export class Ids {
  private next = new Map<IdKind, number>();
  take(kind: IdKind): number {
    const n = (this.next.get(kind) ?? ID_BASE[kind]) + 1;
    this.next.set(kind, n);
    return n;
  }
}
