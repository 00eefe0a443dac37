/**
 * Presses and form submissions made before the page's scripts have run are
 * kept and done again once they have. The page is server-rendered and
 * painted before its scripts load (lib/edge/front-door/paint-first.ts): until
 * React has hydrated it, a button does nothing and a form would submit
 * natively, putting its fields (a password among them) into the URL.
 *
 * The inline script (early-actions-script.ts) listens from the first paint,
 * in the capture phase: a click on a button is held, a form's submission is
 * stopped and held, and a choice in a list (a select) is noted. Once the app
 * is ready (AppReady calls markAppReady) the script replays each, in order:
 * the button clicked, the form submitted through its own handler (which then
 * validates and sends as usual), the choice made again and announced to its
 * handler. Links work before hydration and are left alone, as are forms that
 * post somewhere themselves (`action`). A button with a named early press
 * (early-press.ts) is kept by name for its island instead. The replay lives in the inline script
 * so that every page's bundle carries only the call.
 */

/** The window property holding the actions not replayed yet, and `ready()`, which replays them. */
export const EARLY_ACTIONS = '__earlyActions';

/** Set on <html> once the app has hydrated: from then on nothing is held. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

type Holder = { [EARLY_ACTIONS]?: { ready?: () => void } };

/** Marks the app ready and has the inline script replay what was asked of it before (a page without the script has nothing held). */
export function markAppReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  (window as unknown as Holder)[EARLY_ACTIONS]?.ready?.();
}
