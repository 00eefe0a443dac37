/**
 * Presses on a server-rendered island's buttons before React has taken it
 * over. The inline script (EarlyPressScript) is in the HTML before the island
 * and listens from the first paint: a click on a `data-early-press` button
 * inside an island that is not hydrated yet (`data-hydrated="false"`) is kept
 * instead of being lost, and the island acts on it once hydrated
 * (`takeEarlyPress`). A slow phone can take seconds to download the island's
 * JavaScript; the shopper's press must not silently do nothing.
 */

/** The window property holding the names of the presses not acted on yet. */
export const EARLY_PRESS_QUEUE = '__earlyPresses';

/** The attribute naming a button's press (`data-early-press="add-to-cart"`). */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

// Plain ES5 and self-contained: it runs before any bundle. It listens on the
// document in the capture phase, registered before React's own listeners, so
// React never sees (and never replays a second time) a press it has queued.
export const EARLY_PRESS_SCRIPT = `(function(){if(window.${EARLY_PRESS_QUEUE})return;var q=window.${EARLY_PRESS_QUEUE}=[];document.addEventListener('click',function(e){var t=e.target;var b=t&&t.closest?t.closest('[${EARLY_PRESS_ATTRIBUTE}]'):null;if(!b||!b.closest('[data-hydrated="false"]')||b.disabled)return;e.preventDefault();e.stopImmediatePropagation();var n=b.getAttribute('${EARLY_PRESS_ATTRIBUTE}');if(q.indexOf(n)<0)q.push(n);},true);})();`;

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
