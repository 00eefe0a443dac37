import type { CartVariant } from '../cart/types';
import { priceLine, type PriceBreakdown, type SelectedExtra } from '../pricing/price';
import { priceTable, type PriceTable } from '../pricing/price-table';
import { minimumOrderViolation, parseQuantity, type CountedLine, type MinimumViolation } from '../pricing/quantity';
import { gridOf } from '../pricing/state';
import type { ExtraKey } from '../pricing/tags';
import { resolveCustomSize, standardSizes, type CustomSizeError, type CustomSizeResult, type StandardSize } from './custom-size';
import { dimensionInInches, type SizeUnit } from './size-units';
import { CUSTOM_QUANTITY, defaultQuantity, quantityChoices, showsQuantityField, type QuantityChoices } from './quantity';
import type { ConfiguratorProps } from './types';
import { findVariant, initialSelection, isPurchasable, sizeOptionName, visibleOptions, type Selection } from './variants';

/**
 * The configurator as a pure function: what the shopper chose (state) →
 * variant, quantity, price and the reason, if any, ADD TO CART is off. The
 * island keeps only the state and recomputes this on every change, with no
 * request (every change re-selects the variant and re-prices).
 */

/** The Size select value of the 'Custom Size' entry (no real size can look like it). */
export const CUSTOM_SIZE = '__custom__';

export interface ConfiguratorState {
  /** Option name → chosen value; Size may be CUSTOM_SIZE. */
  selection: Selection;
  customWidth: string;
  customHeight: string;
  /** The unit the custom dimensions are typed in (inches when absent; millimetres only on a metric site). */
  customUnit?: SizeUnit;
  /** A break as text, or CUSTOM_QUANTITY. */
  quantitySelect: string;
  /** The custom quantity field as typed. */
  quantityText: string;
  extras: ExtraKey[];
}

/** Why ADD TO CART is disabled, most fundamental first. */
export type Blocker = 'customSize' | 'notAvailable' | 'quantity' | 'minimum';

export interface Derived {
  variant: CartVariant | undefined;
  /** Typed dimensions when a valid custom size is in use. */
  custom: { width: number; height: number } | null;
  customError: CustomSizeError | null;
  choices: QuantityChoices;
  showQuantityField: boolean;
  quantity: number;
  extras: SelectedExtra[];
  /** Null when there is no variant to price. */
  price: PriceBreakdown | null;
  /** The price at every quantity break for this variant and these extras; null without a variant or a grid. */
  table: PriceTable | null;
  minimum: MinimumViolation | null;
  blocker: Blocker | null;
}

/** What the configurator needs to know about the product, computed once. */
export interface ConfiguratorModel {
  optionNames: string[];
  sizeName: string | null;
  /** Parsed size options; empty unless the product takes custom sizes. */
  sizes: StandardSize[];
}

export function configuratorModel(props: Pick<ConfiguratorProps, 'product' | 'customSize'>): ConfiguratorModel {
  const options = visibleOptions(props.product.options);
  const sizeName = props.customSize ? sizeOptionName(options) : null;
  const sizeValues = options.find((o) => o.name === sizeName)?.values ?? [];
  return { optionNames: options.map((o) => o.name), sizeName, sizes: sizeName ? standardSizes(sizeValues) : [] };
}

export function initialState(props: Pick<ConfiguratorProps, 'product' | 'pricing' | 'lot'>): ConfiguratorState {
  const grid = gridOf(props.pricing);
  const choices = quantityChoices(grid, props.lot);
  const quantity = defaultQuantity(grid);
  return {
    selection: initialSelection(props.product.variants, visibleOptions(props.product.options)),
    customWidth: '',
    customHeight: '',
    quantitySelect: choices.breaks.length ? String(quantity) : CUSTOM_QUANTITY,
    quantityText: String(quantity),
    extras: [],
  };
}

/** `cart`: the cart's lines (those of this product count towards its minimum order). */
export function derive(props: ConfiguratorProps, model: ConfiguratorModel, state: ConfiguratorState, cart: readonly CountedLine[]): Derived {
  const grid = gridOf(props.pricing);
  const { variants } = props.product;
  const { optionNames, sizeName } = model;

  let selection = state.selection;
  let custom: Derived['custom'] = null;
  let customError: CustomSizeError | null = null;
  if (sizeName && selection[sizeName] === CUSTOM_SIZE) {
    // Only sizes that exist with the chosen material and sides can make the custom size.
    const candidates = model.sizes.filter((s) => findVariant(variants, { ...selection, [sizeName]: s.value }, optionNames));
    // Millimetres become inches first: the same rules and limits then apply, and the line carries inches.
    const unit = state.customUnit ?? 'in';
    const width = dimensionInInches(state.customWidth, unit);
    const height = dimensionInInches(state.customHeight, unit);
    const result: CustomSizeResult =
      width === 'decimals' || height === 'decimals' ? { ok: false, error: 'decimals' } : resolveCustomSize(width, height, model.sizes, candidates);
    if (result.ok) {
      custom = { width: result.width, height: result.height };
      selection = { ...selection, [sizeName]: result.size.value };
    } else {
      customError = result.error;
    }
  }
  const variant = customError ? undefined : findVariant(variants, selection, optionNames);

  const choices = quantityChoices(grid, props.lot);
  const showQuantityField = showsQuantityField(choices, state.quantitySelect);
  const quantity = showQuantityField ? parseQuantity(state.quantityText) : parseQuantity(state.quantitySelect);

  const extras = props.extras.filter((e) => state.extras.includes(e.key)).map(({ key, basePrice }) => ({ key, basePrice }));
  // The same priceLine the cart line is priced by (./cart-line.ts, loaded with ADD TO CART), and the table over it.
  const priceInput = variant
    ? { grid, variant: { sku: variant.sku, price: variant.price }, quantity, markup: props.markup, lot: props.lot, extras }
    : null;
  const price = priceInput ? priceLine(priceInput) : null;
  const table = priceInput ? priceTable(priceInput) : null;
  const productId = props.product.id;
  const minimum = quantity >= 1 ? minimumOrderViolation(grid?.breaks[0], [...cart, { productId, quantity }], productId) : null;

  const blocker: Blocker | null = customError
    ? 'customSize'
    : !isPurchasable(variant)
      ? 'notAvailable'
      : quantity < 1
        ? 'quantity'
        : minimum
          ? 'minimum'
          : null;

  return { variant, custom, customError, choices, showQuantityField, quantity, extras, price, table, minimum, blocker };
}
