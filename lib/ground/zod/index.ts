import { config } from 'zod/mini';

/**
 * zod for the code that may run in the browser: zod/mini, whose functional
 * checks (`z.string().check(z.trim(), z.maxLength(n))`) let the bundler keep
 * only what the schemas use. Classic zod's schema classes carry every method
 * and weigh about 25 KB gzip on any page with a form; these schemas need
 * about 6. The server-only modules (contracts, adapters, server-side domain
 * shapes) keep classic zod; tests/unit/zod-browser.test.ts keeps classic
 * zod out of everything a client component reaches.
 *
 * Building its first object schema, zod probes whether it may compile
 * parsers with `new Function`; the store's Content-Security-Policy allows
 * no eval, so the browser blocks the probe and reports a CSP violation on
 * every page with a form, although zod catches the refusal. Jitless mode
 * skips the probe; it must be set before any schema is built, hence every
 * schema module that can reach the browser takes zod from here.
 */
if (typeof window !== 'undefined') config({ jitless: true });

export * from 'zod/mini';
