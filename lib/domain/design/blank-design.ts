import type { EditorProduct, UnchangedItems } from './editor-api';

/** Why a design is blank, for the shopper: nothing on it at all, or only the template's artwork as it came. */
export type BlankDesign = 'empty' | 'template';

/**
 * Whether a design holds nothing of the shopper's (null when it does), read from the editor:
 * the items on its surfaces, and those the editor reports as still as the
 * template laid them out. A blank template is blank while it has no item;
 * a template that carries artwork is blank until the shopper adds or
 * changes something. A design reopened from the shopper's saved state
 * is theirs already: blank only when it holds nothing. A blank design is
 * not printed: there is nothing to approve.
 */
export function blankDesign(product: EditorProduct, unchanged: UnchangedItems, opened: 'template' | 'savedState' = 'template'): BlankDesign | null {
  const untouched = new Set(opened === 'template' ? unchanged.items.map((item) => item.id) : []);
  const items = product.surfaces.flatMap((surface) => (surface.containers ?? []).flatMap((container) => container.items));
  if (items.length === 0) return 'empty';
  return items.every((item) => untouched.has(item.id)) ? 'template' : null;
}
