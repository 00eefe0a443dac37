import { config } from 'zod';

/**
 * zod for the code that may run in the browser. Building its first object
 * schema, zod probes whether it may compile parsers with `new Function`; the
 * store's Content-Security-Policy allows no eval, so the browser blocks the
 * probe and reports a CSP violation on every page with a form, although zod
 * catches the refusal. Jitless mode skips the probe; it must be set before
 * any schema is built, hence every schema module that can reach the browser
 * takes zod from here. The server has no such policy and keeps the compiled
 * parsers.
 *
 * Taken as a namespace (`import * as z from '…/ground/zod'`) rather than
 * zod's own `z` object: the bundler then keeps only the parts the schemas
 * use, not every language's error messages and the JSON Schema converter.
 */
if (typeof window !== 'undefined') config({ jitless: true });

export * from 'zod';
