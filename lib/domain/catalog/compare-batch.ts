/**
 * The most products one compare request reads: the compare page asks in
 * batches of this size and the route refuses more. Apart from the route's
 * contract, so the page gets the number without the contract's zod.
 */
export const MAX_COMPARE_HANDLES = 20;
