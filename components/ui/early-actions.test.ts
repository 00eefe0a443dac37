import { APP_READY_ATTRIBUTE, EARLY_ACTIONS, markAppReady } from './early-actions';
import { EARLY_ACTIONS_SCRIPT } from './early-actions-script';
import { takeEarlyPress } from './early-press';

// The listeners stay on the document between tests, as they would on a page: the script runs once.
beforeAll(() => new Function(EARLY_ACTIONS_SCRIPT)());

beforeEach(() => {
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  (window as unknown as Record<string, unknown[]>)[EARLY_ACTIONS]!.length = 0;
  document.body.innerHTML = `
    <button type="button" id="wish">Add to wishlist</button>
    <button type="button" id="press" data-early-press="add-to-cart">ADD TO CART</button>
    <section data-hydrated="false" id="island"><button type="button" id="add" data-early-press="add-to-cart">ADD TO CART</button><button type="button" id="design" data-early-press="design-now" disabled>DESIGN NOW</button></section>
    <a href="#details" id="link">Details</a>
    <select id="sort"><option value="relevance">Relevance</option><option value="title">Title</option><option value="price">Price</option></select>
    <form id="login" noValidate><input name="password" value="secret"><button type="submit" id="send">Log in</button></form>
    <form id="handback" action="/punchout/return" method="post"><button type="submit" id="post">Return</button></form>`;
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** What the app's own handlers saw, as listeners added on the elements (React's come after the inline script's). */
function watch() {
  const seen: string[] = [];
  byId('wish').addEventListener('click', () => seen.push('wish'));
  byId('press').addEventListener('click', () => seen.push('press'));
  byId('login').addEventListener('submit', (e) => {
    e.preventDefault();
    seen.push('login');
  });
  byId('handback').addEventListener('submit', (e) => {
    e.preventDefault();
    seen.push('handback');
  });
  return seen;
}

describe('early actions', () => {
  it('holds a press before the app is ready and makes it once it is', () => {
    // A handler already there (a hydrated island) does not see the press until the app is ready: it is made once.
    const seen = watch();
    byId('wish').click();
    expect(seen).toEqual([]);
    markAppReady();
    expect(seen).toEqual(['wish']);
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
  });

  it('stops a form from submitting natively before the app is ready, then submits it through its handler', () => {
    let submission: Event | undefined;
    const record = (e: Event) => (submission = e);
    window.addEventListener('submit', record, true);
    byId('send').click();
    window.removeEventListener('submit', record, true);
    // Not sent by the browser: no navigation with the fields in the URL.
    expect(submission?.defaultPrevented).toBe(true);

    const seen = watch();
    markAppReady();
    expect(seen).toEqual(['login']);
  });

  it('submits a form once however many times it was sent before', () => {
    byId('send').click();
    byId('send').click();
    const seen = watch();
    markAppReady();
    expect(seen).toEqual(['login']);
  });

  it('makes a choice in a list made before the app is ready again once it is, the last one', () => {
    const sort = byId<HTMLSelectElement>('sort');
    const choose = (value: string) => {
      sort.value = value;
      sort.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('price');
    choose('title');
    // Hydration puts the server's choice back, and only now is there a handler to hear of it.
    sort.value = 'relevance';
    const heard: string[] = [];
    sort.addEventListener('change', () => heard.push(sort.value));
    markAppReady();
    expect(sort.value).toBe('title');
    expect(heard).toEqual(['title']);
  });

  it('leaves a choice in a list React has already hydrated to React', () => {
    const sort = byId<HTMLSelectElement>('sort');
    Object.assign(sort, { '__reactProps$abc': {} });
    const heard: string[] = [];
    sort.addEventListener('change', () => heard.push(sort.value));
    sort.value = 'title';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    markAppReady();
    expect(heard).toEqual(['title']);
  });

  it('leaves links, posting forms and buttons with a named early press alone', () => {
    const seen = watch();
    byId('press').click();
    byId('post').click();
    expect(seen).toEqual(['press', 'handback']);
    markAppReady();
    expect(seen).toEqual(['press', 'handback']);
  });

  it('keeps a named press on an island not hydrated yet for the island, once, ready or not', () => {
    const clicked = jest.fn();
    byId('add').addEventListener('click', clicked);
    byId('add').click();
    byId('add').click();
    byId('design').click();
    markAppReady();
    // Not replayed as a click: the island asks for it by name once it has hydrated.
    expect(clicked).not.toHaveBeenCalled();
    expect(takeEarlyPress('design-now')).toBe(false);
    expect(takeEarlyPress('add-to-cart')).toBe(true);
    expect(takeEarlyPress('add-to-cart')).toBe(false);

    // The app is ready but the island is still hydrating: the press is still kept.
    byId('add').click();
    expect(clicked).not.toHaveBeenCalled();
    expect(takeEarlyPress('add-to-cart')).toBe(true);

    // Hydrated: the island's own handler has the press.
    byId('island').setAttribute('data-hydrated', 'true');
    byId('add').click();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(takeEarlyPress('add-to-cart')).toBe(false);
  });

  it('drops what has left the page, and holds nothing once the app is ready', () => {
    const wish = byId('wish');
    const clicked = jest.fn();
    wish.addEventListener('click', clicked);
    wish.click();
    wish.remove();
    markAppReady();
    expect(clicked).not.toHaveBeenCalled();

    // Ready: a submission reaches the form's handler at once.
    const submitted = jest.fn((e: Event) => e.preventDefault());
    byId('login').addEventListener('submit', submitted);
    byId('send').click();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
