import type { z } from 'zod';

/**
 * One route handler's contract: what it reads and what it answers. Defined
 * once under lib/edge/api/contracts, parsed by the handler (lib/edge/api/server.ts) and
 * typed into the browser's client (lib/edge/api/client.ts), so the two cannot
 * drift. Every failure answers `{ error, message }`; `failure` names the
 * extra fields a route adds to it (the checkout's `lineItemIds`).
 */
export interface Contract<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Reply extends z.ZodType = z.ZodType,
  Failure extends z.ZodType = z.ZodType,
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
  Body extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodType = z.ZodUndefined,
  Reply extends z.ZodType = z.ZodType,
  Failure extends z.ZodType = z.ZodUndefined,
>(contract: { body?: Body; query?: Query; reply: Reply; failure?: Failure }): Contract<Body, Query, Reply, Failure> {
  return contract;
}

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** What the browser sends (before the handler's transforms). */
export type BodyIn<C> = C extends Contract<infer B, z.ZodType, z.ZodType, z.ZodType> ? In<B> : never;
export type QueryIn<C> = C extends Contract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? In<Q> : never;
/** What the handler works with (after parsing). */
export type BodyOf<C> = C extends Contract<infer B, z.ZodType, z.ZodType, z.ZodType> ? Out<B> : never;
export type QueryOf<C> = C extends Contract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Out<Q> : never;
export type ReplyOf<C> = C extends Contract<z.ZodType, z.ZodType, infer R, z.ZodType> ? Out<R> : never;
export type FailureOf<C> = C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer F> ? Out<F> : never;
