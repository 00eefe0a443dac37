import type { LineProperties } from '../cart/types';
import { DESIGN_PROPERTY_NAMES } from '../order/line';
import { firstProofUrl, type FinishDesignResult, type ViolationWarning } from './editor-api';

/**
 * What an approved design adds to its cart line: the print file, the editor state to
 * reopen it, the proof as the line's thumbnail, and whether an image in it
 * is printed at too low a resolution.
 */
export interface ArtworkProperties {
  print_ready_image: string;
  customer_canvas_state: string;
  thumbnail: string;
  low_dpi: 'true' | 'false';
}

/** The property names, in the order they are set; closing the editor removes them. */
export const ARTWORK_KEYS: readonly (keyof ArtworkProperties)[] = DESIGN_PROPERTY_NAMES;

/** Below this an image prints visibly soft: the editor's render is at 300 dpi, and half of it is where print shops draw the line. */
export const LOW_DPI_THRESHOLD = 150;

export function hasLowResolution(warnings: readonly ViolationWarning[] | undefined): boolean {
  return (warnings ?? []).some((w) => typeof w.dpiValue === 'number' && w.dpiValue < LOW_DPI_THRESHOLD);
}

/** The line properties of a finished design; null when the editor's answer lacks the print file or the proof. */
export function artworkProperties(result: FinishDesignResult): ArtworkProperties | null {
  const print = result.hiResOutputUrls?.[0];
  const proof = firstProofUrl(result.proofImageUrls);
  if (!print || !proof || !result.stateId) return null;
  return {
    print_ready_image: print,
    customer_canvas_state: result.stateId,
    thumbnail: proof,
    low_dpi: hasLowResolution(result.violationWarningData) ? 'true' : 'false',
  };
}

/** The properties without any design (closing the editor). */
export function withoutArtwork(properties: LineProperties): LineProperties {
  const rest: LineProperties = { ...properties };
  for (const key of ARTWORK_KEYS) delete rest[key];
  return rest;
}
