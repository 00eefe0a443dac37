/**
 * Presses and form submissions made before the page's scripts have run are
 * kept and done again once they have. The page is server-rendered and
 * painted before its scripts load (lib/edge/front-door/paint-first.ts): until
 * React has hydrated it, a button does nothing and a form would submit
 * natively, putting its fields (a password among them) into the URL.
 *
 * The inline script (EarlyActionsScript) listens from the first paint, in the
 * capture phase: a click on a button is held, a form's submission is
 * stopped and held, and a choice in a list (a select) is noted; once the app
 * is ready (AppReady) each is replayed, the button clicked, the form
 * submitted through its own handler, which then validates and sends as
 * usual, and the choice made again and announced to its handler. Links work before hydration and are left
 * alone, as are forms that post somewhere themselves (`action`) and the
 * buttons with a named early press of their own (early-press.ts).
 */

/** The window property holding the actions not replayed yet. */
export const EARLY_ACTIONS = '__earlyActions';

/** Set on <html> once the app has hydrated: from then on nothing is held. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

// Plain ES5 and self-contained: it runs before any bundle.
export const EARLY_ACTIONS_SCRIPT = `(function(){if(window.${EARLY_ACTIONS})return;var q=window.${EARLY_ACTIONS}=[],h=document.documentElement;` +
  `function held(e){e.preventDefault();e.stopImmediatePropagation()}` +
  `document.addEventListener('click',function(e){if(h.hasAttribute('${APP_READY_ATTRIBUTE}'))return;var t=e.target,b=t&&t.closest?t.closest('button'):null;` +
  `if(!b||b.disabled||b.hasAttribute('data-early-press')||(b.type==='submit'&&b.form))return;held(e);q.push({button:b})},true);` +
  `document.addEventListener('submit',function(e){var f=e.target;if(h.hasAttribute('${APP_READY_ATTRIBUTE}')||f.hasAttribute('action'))return;held(e);` +
  `for(var i=0;i<q.length;i++)if(q[i].form===f)return;q.push({form:f,submitter:e.submitter||null})},true);` +
  `document.addEventListener('change',function(e){var s=e.target;if(h.hasAttribute('${APP_READY_ATTRIBUTE}')||!s||s.tagName!=='SELECT')return;` +
  `for(var i=0;i<q.length;i++)if(q[i].select===s){q[i].value=s.value;return}q.push({select:s,value:s.value})},true)})();`;

interface EarlyAction {
  button?: HTMLButtonElement;
  select?: HTMLSelectElement;
  value?: string;
  form?: HTMLFormElement;
  submitter?: HTMLButtonElement | HTMLInputElement | null;
}

type Holder = { [EARLY_ACTIONS]?: EarlyAction[] };

/** Marks the app ready and does, in order, what was asked of it before; what has left the page since is dropped. */
export function replayEarlyActions(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  const queue = (window as unknown as Holder)[EARLY_ACTIONS];
  if (!queue) return;
  for (const action of queue.splice(0)) {
    if (action.form?.isConnected) {
      const submitter = action.submitter?.isConnected && action.submitter.form === action.form ? action.submitter : undefined;
      action.form.requestSubmit(submitter);
    } else if (action.button?.isConnected && !action.button.disabled) {
      action.button.click();
    } else if (action.select?.isConnected && !action.select.disabled) {
      // Hydration may have put the server's choice back: the shopper's comes first, then its handler hears of it.
      action.select.value = action.value ?? action.select.value;
      action.select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
