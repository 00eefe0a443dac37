/**
 * Paint first, then hydrate: Next puts every client chunk of a page in its
 * head as an async script (and preloads the bootstrap one), so on a slow
 * connection the scripts share the bandwidth with the stylesheets and the
 * page's main image, and on a slow phone they run before the first frame.
 * The front door takes those script tags out of each HTML page and adds one
 * inline loader that appends the same scripts, in the same order, once the
 * page's first contentful paint and its priority images (the hero, the
 * product shot: `fetchpriority="high"`) are on screen.
 *
 * Nothing is lost while the scripts load: the page is server-rendered, and
 * what is pressed, sent or chosen before they have run is kept and done once
 * they have (components/ui/early-actions.ts).
 * A page that is not visible, or a browser without paint timing, loads the
 * scripts at once; a slow or broken image never holds them back more than
 * LOADER_CAP_MS.
 */

/** The most the scripts wait for the first paint and the priority images. */
export const LOADER_CAP_MS = 3000;

// Exactly the tags Next writes for its own chunks; any other script stays where it is.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"<>]+\.js)"\/>/g;

const ERROR_SHELL = /^<!DOCTYPE html><html id="__next_error__"/i;

// Plain ES5 and self-contained. Two animation frames after the images load,
// the frame that shows them has been presented. A hidden page paints nothing
// (and runs no animation frames): it loads the scripts at once, or as soon as
// it is hidden.
const LOADER = `(function(s){var d=0;function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=true;document.head.appendChild(e)}}` +
  `function shown(){requestAnimationFrame(function(){requestAnimationFrame(go)})}` +
  `function images(){var m=document.querySelectorAll('img[fetchpriority="high"]'),n=1;function one(){if(--n===0)shown()}` +
  `for(var i=0;i<m.length;i++)if(!m[i].complete){n++;m[i].addEventListener('load',one);m[i].addEventListener('error',one)}one()}` +
  `var P=window.PerformanceObserver;if(document.visibilityState!=='visible'||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return go();` +
  `setTimeout(go,${LOADER_CAP_MS});document.addEventListener('visibilitychange',go);` +
  `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();images()}}).observe({type:'paint',buffered:true})})`;

/** The page with Next's chunk scripts loaded by the paint-first loader; a page without them is returned as it is. */
export function paintFirst(html: string): string {
  // Next's error shell has nothing to paint until its scripts have run.
  if (ERROR_SHELL.test(html)) return html;
  const sources: string[] = [];
  const rest = html.replace(CHUNK_SCRIPT, (_, src: string) => {
    sources.push(src);
    return '';
  });
  const end = rest.lastIndexOf('</body>');
  if (sources.length === 0 || end < 0) return html;
  const loader = `<script>${LOADER}(${JSON.stringify(sources)})</script>`;
  const body = rest.slice(0, end) + loader + rest.slice(end);
  // The bootstrap chunk's preload would fetch it before the paint all the same.
  return body.replace(CHUNK_PRELOAD, (tag, src: string) => (sources.includes(src) ? '' : tag));
}
