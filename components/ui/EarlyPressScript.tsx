import { EARLY_PRESS_SCRIPT } from './early-press';

/**
 * Keeps presses on an island's buttons made before it hydrates (see
 * early-press.ts). Rendered on the server before the island; the front door
 * hashes inline scripts into the page's script-src, so no nonce is needed.
 */
export function EarlyPressScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_PRESS_SCRIPT }} />;
}
