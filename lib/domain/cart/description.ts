import { LABELLED_OPTIONS, type LabelledOption } from '../catalog/option-labels';
import type { ExtraKey } from '../pricing/tags';
import { customSizeValue, hasDesign } from '../order/line';
import { chosenExtras } from './properties';
import type { CartLine, LinePropertyName } from './types';

/**
 * The description under a line's title, from its
 * properties: size, material and sides, and the chosen extras. A custom-size
 * line shows the size the shopper typed (`2.5" x 2.5"`) as its one size; the
 * standard size it is priced as stays in its properties, unshown. Each row
 * names its message (`Cart.description.*`) and its values; the page words
 * them, an option under the product page's name for it
 * (lib/domain/catalog/option-labels.ts). A designed line says so in one row
 * ("Custom design"): its print file URL, state id and low_dpi flag are for
 * production, not for the shopper, and its thumbnail is the line's image.
 */
export type DescriptionRow =
  | { key: 'option'; name: LabelledOption; value: string }
  | { key: 'extras'; extras: ExtraKey[] }
  | { key: 'design' };

const OPTION_PROPERTIES = LABELLED_OPTIONS satisfies readonly LinePropertyName[];

/** The rows in a fixed order; rows without a value are left out. */
export function lineDescription(line: Pick<CartLine, 'properties' | 'selectedVariant' | 'extras' | 'whiteHalo' | 'optionLabels'>): DescriptionRow[] {
  const rows: DescriptionRow[] = [];
  const customSize = customSizeValue(line.properties);
  for (const name of OPTION_PROPERTIES) {
    // The configurator writes the options as properties; the variant's own options stand in when it did not.
    const value =
      (name === 'Size' && customSize) ||
      line.properties[name]?.trim() ||
      line.selectedVariant.selectedOptions.find((o) => o.name === name)?.value.trim();
    // The value as the product page showed it when the line was added; the store's words otherwise.
    if (value) rows.push({ key: 'option', name, value: line.optionLabels?.[value] ?? value });
  }
  const extras = chosenExtras(line);
  if (extras.length) rows.push({ key: 'extras', extras });
  if (hasDesign(line.properties)) rows.push({ key: 'design' });
  return rows;
}
