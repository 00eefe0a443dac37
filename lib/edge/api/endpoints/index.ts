/**
 * The app's route handlers as the browser calls them: method, path and,
 * through the contract's type, what goes in and comes back. Types only from
 * the contracts, so importing one ships no zod. Declared one file per area,
 * and browser code imports its area's file: a page ships only the endpoints
 * it calls. This index lists them all for the checks that every endpoint
 * names a route that answers it.
 */
export * from './account';
export * from './catalog';
export * from './checkout';
export * from './design';
export * from './session';
/** Page and identify events, sent as beacons: declared with beaconApi, so a page that only sends one ships neither the client nor this list. */
export { ANALYTICS } from '../beacon';
