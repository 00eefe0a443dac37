/**
 * The checkout markers' names, shared by the route that
 * sets the complete marker (app/api/checkout/complete) and the browser that
 * reads both (lib/edge/state/checkout-markers.ts).
 */

/** Set in localStorage by the cart page as it leaves for the platform's checkout. */
export const CHECKOUT_STARTED_KEY = 'checkout_started';

/** Set as a cookie by the platform's "return to store" link (or in localStorage). */
export const CHECKOUT_COMPLETE_KEY = 'checkout_complete';
