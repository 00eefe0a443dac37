/** @jest-environment jsdom */
import { LOADER_CAP_MS, paintFirst } from './paint-first';

// The head and the end of a page as Next writes them.
const HEAD =
  '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/turbopack-1.js" async=""></script>' +
  '<title>Labels</title></head>';
const PAGE =
  `<!DOCTYPE html><html>${HEAD}<body><main><img src="/hero.webp" fetchPriority="high"/></main>` +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>';

const loaderOf = (html: string) => /<script>(\(function\(s\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];

describe('paintFirst', () => {
  it('takes Next\'s chunk scripts out of the page and gives them, in order, to one loader at the end of the body', () => {
    const html = paintFirst(PAGE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(loaderOf(html)).toContain('(["/_next/static/chunks/react.js","/_next/static/chunks/turbopack-1.js","/_next/static/chunks/boot.js"])');
  });

  it('leaves every other script and tag where it was', () => {
    const html = paintFirst(PAGE);
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<img src="/hero.webp" fetchPriority="high"/>',
    ]) {
      expect(html).toContain(kept);
    }
    const other = '<script src="https://www.google.com/recaptcha/api.js" async=""></script>';
    const preloadOfAnother = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/later.js"/>';
    const withOthers = paintFirst(PAGE.replace('<title>', other + preloadOfAnother + '<title>'));
    expect(withOthers).toContain(other);
    expect(withOthers).toContain(preloadOfAnother);
  });

  it('returns a page without Next\'s scripts, or without a body end, as it is', () => {
    const form = '<!DOCTYPE html><html><body><form method="post"></form><script>document.forms[0].submit()</script></body></html>';
    expect(paintFirst(form)).toBe(form);
    const cut = PAGE.replace('</body></html>', '');
    expect(paintFirst(cut)).toBe(cut);
    // Next's error shell: an empty body the scripts fill in, with nothing to paint before they run.
    const shell = PAGE.replace('<html>', '<html id="__next_error__">');
    expect(paintFirst(shell)).toBe(shell);
  });

  it('is the same for the same page, so a cached page and its validators stay stable', () => {
    expect(paintFirst(PAGE)).toBe(paintFirst(PAGE));
  });
});

describe('the paint-first loader in the browser', () => {
  type Entries = { getEntriesByName: (name: string) => unknown[] };
  let paintObserver: ((list: Entries, observer: { disconnect: () => void }) => void) | undefined;
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '<img id="hero" fetchpriority="high" src="/hero.webp"><img src="/other.webp">';
    paintObserver = undefined;
    frames = [];
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const observer = jest.fn((callback: typeof paintObserver) => ({ observe: () => (paintObserver = callback), disconnect: jest.fn() }));
    Object.assign(observer, { supportedEntryTypes: ['paint', 'largest-contentful-paint'] });
    Object.assign(window, { PerformanceObserver: observer, requestAnimationFrame: (f: FrameRequestCallback) => frames.push(f) });
  });
  afterEach(() => jest.useRealTimers());

  const hero = () => document.getElementById('hero') as HTMLImageElement;
  const loaded = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
  const run = () => new Function(loaderOf(paintFirst(PAGE))!)();
  const paint = (names: string[]) => paintObserver!({ getEntriesByName: (n) => (names.includes(n) ? [{}] : []) }, { disconnect: jest.fn() });
  const nextFrame = () => frames.splice(0).forEach((f) => f(0));
  const heroComplete = (complete: boolean) => Object.defineProperty(hero(), 'complete', { configurable: true, get: () => complete });

  it('loads the scripts once the first contentful paint and the priority image are on screen, two frames on', () => {
    heroComplete(false);
    run();
    paint(['first-paint']);
    expect(loaded()).toEqual([]);
    paint(['first-contentful-paint']);
    nextFrame();
    expect(loaded()).toEqual([]);
    hero().dispatchEvent(new Event('load'));
    nextFrame();
    expect(loaded()).toEqual([]);
    nextFrame();
    expect(loaded()).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-1.js', '/_next/static/chunks/boot.js']);
    jest.advanceTimersByTime(LOADER_CAP_MS);
    expect(loaded()).toHaveLength(3);
  });

  it('does not wait for a priority image that has already loaded or failed', () => {
    heroComplete(true);
    run();
    paint(['first-contentful-paint']);
    nextFrame();
    nextFrame();
    expect(loaded()).toHaveLength(3);

    document.head.innerHTML = '';
    heroComplete(false);
    run();
    paint(['first-contentful-paint']);
    hero().dispatchEvent(new Event('error'));
    nextFrame();
    nextFrame();
    expect(loaded()).toHaveLength(3);
  });

  it('waits no longer than its cap for a paint or an image that does not come', () => {
    heroComplete(false);
    run();
    jest.advanceTimersByTime(LOADER_CAP_MS - 1);
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loaded()).toHaveLength(3);
  });

  it('loads at once on a page that is not visible, and as soon as a waiting page is hidden', () => {
    visibility = 'hidden';
    run();
    expect(loaded()).toHaveLength(3);

    document.head.innerHTML = '';
    visibility = 'visible';
    run();
    expect(loaded()).toEqual([]);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(loaded()).toHaveLength(3);
  });

  it('loads at once in a browser without paint timing', () => {
    Object.assign(window.PerformanceObserver, { supportedEntryTypes: ['resource'] });
    run();
    expect(loaded()).toHaveLength(3);
  });
});
