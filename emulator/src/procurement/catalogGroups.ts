import { OWNERS } from '../../seed/content/owners.ts';
import { GENERATED_COLLECTION } from '../../seed/seed.ts';
import type { Catalog } from '../store/catalog.ts';
import type { ProductRec } from '../store/types.ts';

export interface GroupProduct {
  handle: string;
  title: string;
}

/** Products a punchout buyer could open, by the site or reseller that sells them. */
export interface CatalogGroup {
  /** "PrintCo Canada" */
  name: string;
  /** which site or reseller, and where its links work */
  note: string;
  products: GroupProduct[];
}

/** Region and reseller groups show a handful: enough to open one of each kind, not a second full catalog. */
export const FEW = 4;

/**
 * What a buyer can order: the seeded catalog without the generated scale-test products (thousands of
 * variations of the same few) and without Optional Extras (sold only as add-ons to another product).
 */
function orderable(catalog: Catalog): ProductRec[] {
  const generated = new Set(catalog.collectionByHandle.get(GENERATED_COLLECTION)?.productIds ?? []);
  return catalog.products.filter((p) => !generated.has(p.id) && p.productType !== 'Optional Extra');
}

/**
 * The main site's whole catalog, then for each regional site and reseller its own products (handles with its
 * prefix, e.g. `ca-`) followed by products from its collections (`acme-stickers`…), a few of each.
 */
export function catalogGroups(catalog: Catalog): CatalogGroup[] {
  const products = orderable(catalog);
  const byId = new Map(products.map((p) => [p.id, p]));
  const prefixed = OWNERS.filter((o) => !(o.kind === 'sites' && o.id === 'us')).map((o) => ({ owner: o, prefix: `${o.id}-` }));
  const main = products.filter((p) => !prefixed.some(({ prefix }) => p.handle.startsWith(prefix)));
  const groups: CatalogGroup[] = [{ name: 'PrintCo', note: 'main site (us): the whole catalog', products: main.map(entry) }];
  for (const { owner, prefix } of prefixed) {
    const own = products.filter((p) => p.handle.startsWith(prefix));
    const fromCollections = catalog.collections
      .filter((c) => c.handle.startsWith(prefix))
      .flatMap((c) => c.productIds.map((id) => byId.get(id)))
      .filter((p): p is ProductRec => p !== undefined);
    const picked = [...new Map([...own, ...fromCollections].map((p) => [p.id, p])).values()].slice(0, FEW);
    if (picked.length === 0) continue;
    const note = owner.kind === 'sites'
      ? `site ${owner.id}: its own products (handles prefixed ${prefix}) and some from its ${prefix} collections; open them on that site's origin`
      : `reseller ${owner.id}: products from its ${prefix} collections; open them on the reseller's origin`;
    groups.push({ name: owner.brand.name, note, products: picked.map(entry) });
  }
  return groups;
}

const entry = (p: ProductRec): GroupProduct => ({ handle: p.handle, title: p.title });
