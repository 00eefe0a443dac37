import type { z } from 'zod';

/**
 * Any zod schema, classic or mini: a contract may take a form's schema
 * (lib/ground/validation, built with zod/mini for the browser) as its body.
 */
type Schema = z.core.$ZodType;

/**
 * One route handler's contract: what it reads and what it answers. Defined
 * once under lib/edge/api/contracts, parsed by the handler (lib/edge/api/server.ts) and
 * typed into the browser's client (lib/edge/api/client.ts), so the two cannot
 * drift. Every failure answers `{ error, message }`; `failure` names the
 * extra fields a route adds to it (the checkout's `lineItemIds`).
 */
export interface Contract<
  Body extends Schema = Schema,
  Query extends Schema = Schema,
  Reply extends Schema = Schema,
  Failure extends Schema = Schema,
> {
  /** The JSON body (or, with `form: true`, the multipart fields); absent for reads. */
  body?: Body;
  /** The search parameters, parsed from strings. */
  query?: Query;
  /** The 2xx reply. */
  reply: Reply;
  /** Fields a failure carries besides `error` and `message`. */
  failure?: Failure;
}

export function defineContract<
  Body extends Schema = z.ZodUndefined,
  Query extends Schema = z.ZodUndefined,
  Reply extends Schema = Schema,
  Failure extends Schema = z.ZodUndefined,
>(contract: { body?: Body; query?: Query; reply: Reply; failure?: Failure }): Contract<Body, Query, Reply, Failure> {
  return contract;
}

type Out<S> = S extends Schema ? z.output<S> : never;
type In<S> = S extends Schema ? z.input<S> : never;

/** What the browser sends (before the handler's transforms). */
export type BodyIn<C> = C extends Contract<infer B, Schema, Schema, Schema> ? In<B> : never;
export type QueryIn<C> = C extends Contract<Schema, infer Q, Schema, Schema> ? In<Q> : never;
/** What the handler works with (after parsing). */
export type BodyOf<C> = C extends Contract<infer B, Schema, Schema, Schema> ? Out<B> : never;
export type QueryOf<C> = C extends Contract<Schema, infer Q, Schema, Schema> ? Out<Q> : never;
export type ReplyOf<C> = C extends Contract<Schema, Schema, infer R, Schema> ? Out<R> : never;
export type FailureOf<C> = C extends Contract<Schema, Schema, Schema, infer F> ? Out<F> : never;
