/**
 * Which resellers' stores sell a product, as the search records say it
 * (`resellers`) and a reseller host filters on. Pure and free of imports:
 * the app's indexer and the emulator's stand-in both build records with it.
 */

/**
 * The reseller a handle belongs to: the configured id whose `{id}-` prefix
 * it carries (the longest, should one id prefix another), else '' (the
 * company's).
 */
export function resellerOfHandle(handle: string, resellerIds: readonly string[]): string {
  let owner = '';
  for (const id of resellerIds) if (id && handle.startsWith(`${id}-`) && id.length > owner.length) owner = id;
  return owner;
}

/**
 * The resellers that sell a product: its owner alone for a reseller's own
 * product (another reseller never sells it, even if a collection of theirs
 * lists it), else every reseller one of whose collections (a handle under
 * its prefix, as its host serves them) lists the company product.
 */
export function resellersSelling(handle: string, collectionHandles: Iterable<string>, resellerIds: readonly string[]): string[] {
  const owner = resellerOfHandle(handle, resellerIds);
  if (owner) return [owner];
  const sellers = new Set<string>();
  for (const collection of collectionHandles) {
    const seller = resellerOfHandle(collection, resellerIds);
    if (seller) sellers.add(seller);
  }
  return resellerIds.filter((id) => sellers.has(id));
}
