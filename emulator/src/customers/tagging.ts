import type { CustomerStore } from './store.ts';
import type { CustomerRec } from './types.ts';
import { normalizeTags } from './validation.ts';

/**
 * Adding and removing customer tags, as Admin's tagsAdd / tagsRemove do: the tagging service's
 * add-customer-tags and remove-customer-tags, and the forms page's review (which approves or rejects a
 * tax form through the same two operations). null for an unknown customer.
 */
export function addCustomerTags(customers: CustomerStore, id: number, tags: readonly string[]): CustomerRec | null {
  const c = customers.byId(id);
  return c && customers.update(c.id, { tags: normalizeTags([...c.tags, ...tags]) });
}

export function removeCustomerTags(customers: CustomerStore, id: number, tags: readonly string[]): CustomerRec | null {
  const c = customers.byId(id);
  const gone = new Set(normalizeTags(tags));
  return c && customers.update(c.id, { tags: c.tags.filter((t) => !gone.has(t)) });
}
