import { z } from 'zod';

/**
 * zod for the code that may run in the browser. Building its first object
 * schema, zod probes whether it may compile parsers with `new Function`; the
 * store's Content-Security-Policy allows no eval, so the browser blocks the
 * probe and reports a CSP violation on every page with a form, although zod
 * catches the refusal. Jitless mode skips the probe; it must be set before
 * any schema is built, hence every schema module that can reach the browser
 * takes zod from here. The server has no such policy and keeps the compiled
 * parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
