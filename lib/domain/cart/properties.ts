import { EXTRAS, type ExtraKey } from '../pricing/tags';
import { EXTRA_SELECTED, ITEM_PRICE_PROPERTY, type LineProperties } from '../order/line';
import type { CartLine } from './types';

export { ITEM_PRICE_PROPERTY };

/**
 * Line properties: what makes two lines "the same item", and which extras a
 * line carries.
 */


/** The properties that identify the item: every set value except the derived `Item Price`. */
function identity(properties: LineProperties): [string, string][] {
  return Object.entries(properties)
    .filter((entry): entry is [string, string] => entry[0] !== ITEM_PRICE_PROPERTY && typeof entry[1] === 'string')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function samePropertiesIgnoringPrice(a: LineProperties, b: LineProperties): boolean {
  const left = identity(a);
  const right = identity(b);
  return left.length === right.length && left.every(([key, value], i) => right[i]?.[0] === key && right[i]?.[1] === value);
}

/** The extras a line carries (its priced extras and the ones its properties mark chosen), in the fixed order. */
export function chosenExtras(line: Pick<CartLine, 'properties' | 'extras' | 'whiteHalo'>): ExtraKey[] {
  const keys = new Set<ExtraKey>(line.extras.map((e) => e.key));
  for (const { key } of EXTRAS) {
    if (line.properties[key] === EXTRA_SELECTED) keys.add(key);
  }
  if (line.whiteHalo) keys.add('white_halo');
  return EXTRAS.filter((e) => keys.has(e.key)).map((e) => e.key);
}
