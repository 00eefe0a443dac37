import { CUSTOM_SIZE, type ConfiguratorState } from '../configurator/derive';
import { CUSTOM_QUANTITY } from '../configurator/quantity';
import { dimensionInInches } from '../configurator/size-units';
import type { ConfiguratorOption } from '../configurator/types';
import { EXTRAS, type ExtraKey } from '../pricing/tags';

/**
 * The design editor's customer state kept locally (size,
 * custom_size, quantity, custom_qnty, white_halo). It also keeps the rest of
 * the configurator's choice and whether the editor was open, so coming back
 * to the product page from one of the editor's flows (signing in to save,
 * a reload) restores the item and reopens the editor.
 */
export interface DesignCustomerState {
  handle: string;
  /** The size in use: a standard size, or the custom dimensions as `W" x H"`. */
  size: string;
  custom_size: boolean;
  quantity: string;
  custom_qnty: boolean;
  white_halo: boolean;
  /** The configurator's own state, to put back exactly. */
  selection: Record<string, string>;
  customWidth: string;
  customHeight: string;
  extras: ExtraKey[];
  /** The editor was open: reopen it on the product page. */
  reopen: boolean;
}



export function customerStateOf(handle: string, state: ConfiguratorState, sizeName: string | null, reopen: boolean): DesignCustomerState {
  const custom = sizeName !== null && state.selection[sizeName] === CUSTOM_SIZE;
  const customQuantity = state.quantitySelect === CUSTOM_QUANTITY;
  // Kept in inches, as the editor and the restored configurator read them, whatever unit they were typed in.
  const inches = (raw: string) => {
    const value = dimensionInInches(raw, state.customUnit ?? 'in');
    return value === 'decimals' ? '' : value;
  };
  const customWidth = inches(state.customWidth);
  const customHeight = inches(state.customHeight);
  return {
    handle,
    size: custom ? `${customWidth}" x ${customHeight}"` : sizeName ? (state.selection[sizeName] ?? '') : '',
    custom_size: custom,
    quantity: customQuantity ? state.quantityText : state.quantitySelect,
    custom_qnty: customQuantity,
    white_halo: state.extras.includes('white_halo'),
    selection: { ...state.selection },
    customWidth,
    customHeight,
    extras: [...state.extras],
    reopen,
  };
}

const EXTRA_KEYS = new Set<string>(EXTRAS.map((e) => e.key));

/**
 * The configurator state to continue from a stored customer state: only
 * values the product still offers are taken, anything else stays as the
 * page opened (a stored value may be stale or hand-edited).
 */
export function restoreConfiguratorState(
  saved: DesignCustomerState,
  current: ConfiguratorState,
  options: readonly ConfiguratorOption[],
  customSizeOption: string | null,
  offeredExtras: readonly ExtraKey[],
): ConfiguratorState {
  const selection = { ...current.selection };
  for (const option of options) {
    const value = saved.selection[option.name];
    if (value !== undefined && (option.values.includes(value) || (option.name === customSizeOption && value === CUSTOM_SIZE))) selection[option.name] = value;
  }
  const offered = new Set<string>(offeredExtras);
  return {
    selection,
    customWidth: saved.customWidth,
    customHeight: saved.customHeight,
    quantitySelect: saved.custom_qnty ? CUSTOM_QUANTITY : saved.quantity || current.quantitySelect,
    quantityText: saved.custom_qnty ? saved.quantity : current.quantityText,
    extras: saved.extras.filter((key): key is ExtraKey => EXTRA_KEYS.has(key) && offered.has(key)),
  };
}

/** A stored customer state (lib/edge/state/design-store.ts), when the value is one (it may be stale or hand-edited); else null. */
export function sanitizeCustomerState(value: unknown): DesignCustomerState | null {
  const s = value as Partial<DesignCustomerState> | null | undefined;
  if (!s || typeof s !== 'object' || typeof s.handle !== 'string' || typeof s.selection !== 'object' || s.selection === null) return null;
  return {
    handle: s.handle,
    size: String(s.size ?? ''),
    custom_size: s.custom_size === true,
    quantity: String(s.quantity ?? ''),
    custom_qnty: s.custom_qnty === true,
    white_halo: s.white_halo === true,
    selection: Object.fromEntries(Object.entries(s.selection).filter((e): e is [string, string] => typeof e[1] === 'string')),
    customWidth: String(s.customWidth ?? ''),
    customHeight: String(s.customHeight ?? ''),
    extras: Array.isArray(s.extras) ? s.extras.filter((k): k is ExtraKey => typeof k === 'string' && EXTRA_KEYS.has(k)) : [],
    reopen: s.reopen === true,
  };
}
