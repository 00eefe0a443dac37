import type { CartVariant } from '../cart/types';
import type { ConfiguratorOption } from './types';

/**
 * Variant selection: the dropdowns hold one value per
 * option and the variant is the one whose selectedOptions match them all. A
 * combination with no variant, or one not for sale, cannot be added.
 */

export type Selection = Record<string, string>;

/** The platform gives option-less products a single "Title: Default Title" option: no dropdown for it. */
export function visibleOptions(options: readonly ConfiguratorOption[]): ConfiguratorOption[] {
  return options.filter((o) => !(o.name === 'Title' && o.values.length === 1 && o.values[0] === 'Default Title'));
}

/** The option named Size (any case), which custom sizes replace. */
export function sizeOptionName(options: readonly ConfiguratorOption[]): string | null {
  return options.find((o) => o.name.trim().toLowerCase() === 'size')?.name ?? null;
}

type WithOptions = Pick<CartVariant, 'selectedOptions'>;

/** A variant's value of one option; undefined when it has none. */
export const optionValue = (variant: WithOptions, name: string): string | undefined => variant.selectedOptions.find((o) => o.name === name)?.value;

/**
 * The variant whose options equal the selection on every named option;
 * undefined when none. The checkout uses it too (lib/domain/checkout/line-check.ts),
 * on the variants it reads from the platform.
 */
export function findVariant<V extends WithOptions>(variants: readonly V[], selection: Selection, names: readonly string[]): V | undefined {
  return variants.find((v) => names.every((name) => optionValue(v, name) === selection[name]));
}

/** Opening selection: the first variant for sale (else the first variant), else each option's first value. */
export function initialSelection(variants: readonly CartVariant[], options: readonly ConfiguratorOption[]): Selection {
  const start = variants.find((v) => v.availableForSale) ?? variants[0];
  return Object.fromEntries(options.map((o) => [o.name, (start && optionValue(start, o.name)) ?? o.values[0] ?? '']));
}

/** True when the variant exists and is for sale. */
export const isPurchasable = (variant: CartVariant | undefined): variant is CartVariant => !!variant?.availableForSale;
