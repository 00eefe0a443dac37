/**
 * The one error type for Storefront API calls. `kind` says which step failed
 * so logs can tell an outage (network/timeout/http) from a bad document
 * (graphql) or a broken reply (parse).
 */
export type StorefrontErrorKind = 'network' | 'timeout' | 'http' | 'parse' | 'graphql';

export class StorefrontError extends Error {
  readonly operation: string;
  readonly kind: StorefrontErrorKind;
  /** HTTP status when a reply arrived, else null. */
  readonly status: number | null;
  /** GraphQL `errors[].message` (kind "graphql") or a body excerpt (kind "http"). */
  readonly messages: string[];

  constructor(
    message: string,
    details: { operation: string; kind: StorefrontErrorKind; status?: number | null; messages?: string[]; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'StorefrontError';
    this.operation = details.operation;
    this.kind = details.kind;
    this.status = details.status ?? null;
    this.messages = details.messages ?? [];
  }
}
