import { CART_STORAGE_KEY, readStoredCartLineCount } from './cart-count';
import { CHECKOUT_COMPLETE_KEY, CHECKOUT_STARTED_KEY, consumeCheckoutMarkers, markCheckoutStarted } from './checkout-markers';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('checkout markers', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });

  it('sets the started marker in localStorage', () => {
    markCheckoutStarted();
    expect(localStorage.getItem(CHECKOUT_STARTED_KEY)).toMatch(/^\d+$/);
  });

  it('does nothing while only one marker is present', () => {
    markCheckoutStarted();
    expect(consumeCheckoutMarkers()).toBe(false);
    expect(localStorage.getItem(CHECKOUT_STARTED_KEY)).not.toBeNull();
    localStorage.clear();
    document.cookie = `${CHECKOUT_COMPLETE_KEY}=1; Path=/`;
    expect(consumeCheckoutMarkers()).toBe(false);
    expect(document.cookie).toContain(CHECKOUT_COMPLETE_KEY);
  });

  it('consumes both when started (storage) and complete (cookie) are present', () => {
    markCheckoutStarted();
    document.cookie = `${CHECKOUT_COMPLETE_KEY}=1; Path=/`;
    expect(consumeCheckoutMarkers()).toBe(true);
    expect(localStorage.getItem(CHECKOUT_STARTED_KEY)).toBeNull();
    expect(document.cookie).not.toContain(CHECKOUT_COMPLETE_KEY);
    expect(consumeCheckoutMarkers()).toBe(false);
  });

  it('accepts the complete marker from localStorage too', () => {
    markCheckoutStarted();
    localStorage.setItem(CHECKOUT_COMPLETE_KEY, '1');
    expect(consumeCheckoutMarkers()).toBe(true);
    expect(localStorage.getItem(CHECKOUT_COMPLETE_KEY)).toBeNull();
  });

  it('does not mistake a cookie whose name only starts the same', () => {
    markCheckoutStarted();
    document.cookie = `${CHECKOUT_COMPLETE_KEY}_old=1; Path=/`;
    expect(consumeCheckoutMarkers()).toBe(false);
  });

  it('drops the stored cart as it is read after a completed checkout, whichever store reads it', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [{}] }, version: 2 }));
    expect(readStoredCartLineCount()).toBe(1);
    markCheckoutStarted();
    localStorage.setItem(CHECKOUT_COMPLETE_KEY, '1');
    expect(readStoredCartLineCount()).toBe(0);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CHECKOUT_STARTED_KEY)).toBeNull();
  });
});
