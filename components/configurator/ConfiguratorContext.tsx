'use client';

import { createContext, useContext } from 'react';
import type { ArtworkProperties } from '@/lib/domain/design/artwork';
import type { ConfiguratorModel, ConfiguratorState, Derived } from '@/lib/domain/configurator/derive';
import type { ConfiguratorProps } from '@/lib/domain/configurator/types';
import type { SizeUnit } from '@/lib/domain/configurator/size-units';
import type { ExtraKey } from '@/lib/domain/pricing/tags';

/**
 * One configurator's live item and what changes it: the product page's
 * fields and the design editor (loaded only on DESIGN NOW) read and change
 * the same item through it. A page can hold more than one configurator (a
 * quick view beside the product), so each provides its own.
 */
export interface ConfiguratorShared {
  config: ConfiguratorProps;
  model: ConfiguratorModel;
  state: ConfiguratorState;
  derived: Derived;
  /** The reason the item cannot be added now, in the configurator's words, if any. */
  reason: React.ReactNode;
  /** What the add buttons say while the item is on its way ("Adding…", or the punchout hand-off's text); null when idle. */
  addingText: string | null;
  select: (name: string, value: string) => void;
  changeCustomSize: (dimension: 'customWidth' | 'customHeight', value: string) => void;
  /** Switches the unit the custom size is typed in, carrying the typed dimensions over. */
  changeCustomUnit: (unit: SizeUnit) => void;
  selectQuantity: (value: string) => void;
  typeQuantity: (value: string) => void;
  toggleExtra: (key: ExtraKey, on: boolean) => void;
  /** A die-cut size chosen in the editor: the item's custom size. */
  setDieCutSize: (width: number, height: number) => void;
  /** Adds the item (with its design, or without one) and leaves for the cart. */
  addToCart: (artwork: ArtworkProperties | null) => void;
}

const SharedConfigurator = createContext<ConfiguratorShared | null>(null);

export const ConfiguratorProvider = SharedConfigurator.Provider;

export function useConfigurator(): ConfiguratorShared {
  const shared = useContext(SharedConfigurator);
  if (!shared) throw new Error('useConfigurator() needs a ConfiguratorProvider above it');
  return shared;
}
