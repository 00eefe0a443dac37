/**
 * Whether the product page reopens a design in progress, without shipping
 * the design stores and zustand's persist to every product page: they
 * download only when the editor has stored a choice in this browser.
 */
import { DESIGN_EDITOR_KEY } from '../../domain/design/storage-keys';
import type { DesignToReopen } from './design-store';
import { readItem } from './storage';

export async function storedDesignToReopen(handle: string): Promise<DesignToReopen | null> {
  if (readItem(DESIGN_EDITOR_KEY) === null) return null;
  const { designToReopen } = await import('./design-store');
  return designToReopen(handle);
}
