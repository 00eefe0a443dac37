/**
 * The usual options' names as messages of the Configurator namespace: the
 * product page labels its selects with them, and the cart describes a line
 * with the same words. Any other option shows its own name.
 */
export const OPTION_LABEL_KEYS = {
  Size: 'optionSize',
  Material: 'optionMaterial',
  Sides: 'optionSides',
} as const;

export type LabelledOption = keyof typeof OPTION_LABEL_KEYS;

export const LABELLED_OPTIONS = Object.keys(OPTION_LABEL_KEYS) as LabelledOption[];

export function optionLabelKey(name: string): (typeof OPTION_LABEL_KEYS)[LabelledOption] | undefined {
  return Object.hasOwn(OPTION_LABEL_KEYS, name) ? OPTION_LABEL_KEYS[name as LabelledOption] : undefined;
}
