'use client';

import { createContext, type ReactNode } from 'react';
import type { QuickViewLabels } from '@/components/quickview/types';

export interface CardActionsLabels extends QuickViewLabels {
  /** "Quick view of {title}": the Quick view button's name ({title} filled in per card). */
  quickView: string;
}

export interface CardActionsContextValue {
  labels: CardActionsLabels;
  locale: string;
}

export const CardActionsContext = createContext<CardActionsContextValue | null>(null);

export interface CardActionsProviderProps extends CardActionsContextValue {
  children: ReactNode;
}

/**
 * Hands the card buttons' strings to every CardActions below it once, instead
 * of repeating them in the page payload for each of up to 250 cards.
 */
export function CardActionsProvider({ labels, locale, children }: CardActionsProviderProps) {
  return <CardActionsContext value={{ labels, locale }}>{children}</CardActionsContext>;
}
