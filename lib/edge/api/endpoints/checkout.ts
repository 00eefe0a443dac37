import { endpoint } from '../endpoint';
import type { checkoutContract } from '../contracts/checkout';
import type { punchoutHandoffContract } from '../contracts/punchout';

// Leaving with the cart: the store's checkout (re-priced on the server) or a punchout buyer's system.

/** The cart page's checkout (re-priced on the server). */
export const CHECKOUT = endpoint<typeof checkoutContract>('POST', '/api/checkout');
/** Add to cart in punchout mode: the line goes to the buyer's procurement system. */
export const PUNCHOUT_HANDOFF = endpoint<typeof punchoutHandoffContract>('POST', '/api/punchout/handoff');
