/**
 * The handle the platform derives from a title: "Double Sided Tape" →
 * "double-sided-tape", "Product Labels & Tags" → "product-labels-tags".
 * Handles stay the same on translated sites, so this names an entity (an
 * Optional Extra, a product type's category) whatever the language. No
 * imports: the configurator's browser code uses it too.
 */
export function handleFromTitle(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
