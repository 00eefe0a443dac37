import { APP_READY_ATTRIBUTE, EARLY_ACTIONS } from './early-actions';
import { EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_QUEUE } from './early-press';

/**
 * The inline script that holds what is pressed, sent or chosen before the app
 * is ready, and replays it when told (see early-actions.ts). Plain ES5 and
 * self-contained: it runs before any bundle. What has left the page by then
 * is dropped; a form held twice is sent once; a list's last choice counts,
 * and only one its handler could not hear (a list React has hydrated carries
 * its props, and React hears the change itself: noted too, it would be
 * acted on twice). A named press (early-press.ts) on an island not hydrated
 * yet is kept by its name for the island, whether or not the app is ready:
 * an island can hydrate after the rest of the page.
 */
export const EARLY_ACTIONS_SCRIPT = `(function(){if(window.${EARLY_ACTIONS})return;var q=window.${EARLY_ACTIONS}=[],h=document.documentElement,n=window.${EARLY_PRESS_QUEUE}=[];` +
  `function on(){return h.hasAttribute('${APP_READY_ATTRIBUTE}')}function held(e){e.preventDefault();e.stopImmediatePropagation()}` +
  `document.addEventListener('click',function(e){var t=e.target,p=t&&t.closest?t.closest('[${EARLY_PRESS_ATTRIBUTE}]'):null;` +
  `if(p&&!p.disabled&&p.closest('[data-hydrated="false"]')){held(e);var m=p.getAttribute('${EARLY_PRESS_ATTRIBUTE}');if(n.indexOf(m)<0)n.push(m);return}` +
  `if(on())return;var b=t&&t.closest?t.closest('button'):null;` +
  `if(!b||b.disabled||b.hasAttribute('${EARLY_PRESS_ATTRIBUTE}')||(b.type==='submit'&&b.form))return;held(e);q.push({button:b})},true);` +
  `document.addEventListener('submit',function(e){var f=e.target;if(on()||f.hasAttribute('action'))return;held(e);` +
  `for(var i=0;i<q.length;i++)if(q[i].form===f)return;q.push({form:f,submitter:e.submitter||null})},true);` +
  `document.addEventListener('change',function(e){var s=e.target;if(on()||!s||s.tagName!=='SELECT')return;for(var k in s)if(k.indexOf('__reactProps$')===0)return;` +
  `for(var i=0;i<q.length;i++)if(q[i].select===s){q[i].value=s.value;return}q.push({select:s,value:s.value})},true);` +
  `q.ready=function(){var a=q.splice(0);for(var i=0;i<a.length;i++){var x=a[i];` +
  `if(x.form){if(x.form.isConnected)x.form.requestSubmit(x.submitter&&x.submitter.isConnected&&x.submitter.form===x.form?x.submitter:null)}` +
  `else if(x.button){if(x.button.isConnected&&!x.button.disabled)x.button.click()}` +
  // Hydration may have put the server's choice back: the shopper's comes first, then its handler hears of it.
  `else if(x.select.isConnected&&!x.select.disabled){x.select.value=x.value;x.select.dispatchEvent(new Event('change',{bubbles:true}))}}}})();`;
