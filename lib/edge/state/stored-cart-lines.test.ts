import { CART_STORAGE_KEY } from './cart-key';
import { CHECKOUT_COMPLETE_KEY, CHECKOUT_STARTED_KEY } from './checkout-markers';
import { STORED_LINES_ATTRIBUTE, STORED_LINES_MAX, STORED_LINES_SCRIPT, linesInStoredCart, storedCartLines } from './stored-cart-lines';

const stored = (lines: number) => JSON.stringify({ state: { lines: Array.from({ length: lines }, (_, i) => ({ lineItemId: String(i) })), orderOptions: {} }, version: 4 });

/** What the inline script writes on the document element, run as the browser runs it. */
function scriptCount(): string | null {
  document.documentElement.removeAttribute(STORED_LINES_ATTRIBUTE);
  const script = document.createElement('script');
  script.textContent = STORED_LINES_SCRIPT;
  document.body.append(script);
  script.remove();
  return document.documentElement.getAttribute(STORED_LINES_ATTRIBUTE);
}

describe('the stored cart line count', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${CHECKOUT_COMPLETE_KEY}=; Max-Age=0; Path=/`;
  });

  it.each([
    ['nothing stored', null, 0],
    ['an empty cart', stored(0), 0],
    ['two lines', stored(2), 2],
    ['more lines than the placeholder shows', stored(9), STORED_LINES_MAX],
    ['text that is not a stored cart', '{"lines":', 0],
    ['an envelope without lines', '{"state":{}}', 0],
  ])('%s: the module and the inline script agree', (_name, value, expected) => {
    if (value !== null) localStorage.setItem(CART_STORAGE_KEY, value);
    expect(linesInStoredCart(value)).toBe(expected);
    expect(storedCartLines()).toBe(expected);
    expect(scriptCount()).toBe(String(expected));
  });

  it('reads a completed checkout as an empty cart, and leaves its markers for the cart store', () => {
    localStorage.setItem(CART_STORAGE_KEY, stored(2));
    localStorage.setItem(CHECKOUT_STARTED_KEY, '1');
    document.cookie = `${CHECKOUT_COMPLETE_KEY}=1; Path=/`;
    expect(storedCartLines()).toBe(0);
    expect(scriptCount()).toBe('0');
    expect(localStorage.getItem(CHECKOUT_STARTED_KEY)).toBe('1');
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  });

  it('counts the lines when only one marker is there (a checkout left unfinished)', () => {
    localStorage.setItem(CART_STORAGE_KEY, stored(1));
    localStorage.setItem(CHECKOUT_STARTED_KEY, '1');
    expect(storedCartLines()).toBe(1);
    expect(scriptCount()).toBe('1');
  });
});
