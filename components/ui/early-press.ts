/**
 * Named presses on a server-rendered island's buttons before React has taken
 * it over. The page's early-actions script (early-actions-script.ts) listens
 * from the first paint: a click on a `data-early-press` button inside an
 * island that is not hydrated yet (`data-hydrated="false"`) is kept by name
 * instead of being lost or replayed as a click, and the island acts on it
 * once hydrated (`takeEarlyPress`), with its own state restored first. A slow
 * phone can take seconds to download the island's JavaScript; the shopper's
 * press must not silently do nothing.
 */

/** The window property holding the names of the presses not acted on yet. */
export const EARLY_PRESS_QUEUE = '__earlyPresses';

/** The attribute naming a button's press (`data-early-press="add-to-cart"`). */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

type QueueHolder = { [EARLY_PRESS_QUEUE]?: string[] };

/** Whether the button named `name` was pressed before its island was ready; the press is used up. */
export function takeEarlyPress(name: string): boolean {
  if (typeof window === 'undefined') return false;
  const queue = (window as unknown as QueueHolder)[EARLY_PRESS_QUEUE];
  const at = queue?.indexOf(name) ?? -1;
  if (!queue || at < 0) return false;
  queue.splice(at, 1);
  return true;
}
