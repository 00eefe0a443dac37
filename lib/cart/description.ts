import type { ExtraKey } from '../pricing/tags';
import { chosenExtras } from './properties';
import type { CartLine, LinePropertyName } from './types';

/**
 * The description under a line's title (spec §2 "Cart page"), from its
 * properties: size, material and sides, a custom size as width × height,
 * and the chosen extras by name. Templates come from the messages
 * ({value}, {width}, {height}, {list}); English is the default so other
 * callers (and tests) need no labels.
 */
export interface DescriptionLabels {
  size: string;
  material: string;
  sides: string;
  customSize: string;
  extras: string;
  extraNames: Record<ExtraKey, string>;
}

export const ENGLISH_DESCRIPTION_LABELS: DescriptionLabels = {
  size: 'Size: {value}',
  material: 'Material: {value}',
  sides: 'Sides: {value}',
  customSize: 'Custom size: {width} × {height}',
  extras: 'Extras: {list}',
  extraNames: {
    overlamination: 'Overlamination',
    foil_stamping: 'Foil Stamping',
    matte: 'Matte Varnish',
    tape: 'Double Sided Tape',
    imprint: 'Back Imprint',
    numbering: 'Numbering',
    white_halo: 'White Halo',
  },
};

const OPTION_PROPERTIES = [
  ['Size', 'size'],
  ['Material', 'material'],
  ['Sides', 'sides'],
] as const satisfies readonly (readonly [LinePropertyName, keyof DescriptionLabels])[];

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** One text per description row, in a fixed order; rows without a value are left out. */
export function lineDescription(
  line: Pick<CartLine, 'properties' | 'selectedVariant' | 'extras' | 'white_halo'>,
  labels: DescriptionLabels = ENGLISH_DESCRIPTION_LABELS,
): string[] {
  const rows: string[] = [];
  for (const [name, label] of OPTION_PROPERTIES) {
    // The configurator writes the options as properties; the variant's own options stand in when it did not.
    const value = line.properties[name]?.trim() || line.selectedVariant.selectedOptions.find((o) => o.name === name)?.value.trim();
    if (value) rows.push(fill(labels[label], { value }));
  }
  const width = line.properties.customWidth?.trim();
  const height = line.properties.customHeight?.trim();
  if (width && height) rows.push(fill(labels.customSize, { width, height }));
  const extras = chosenExtras(line).map((key) => labels.extraNames[key]);
  if (extras.length) rows.push(fill(labels.extras, { list: extras.join(', ') }));
  return rows;
}
