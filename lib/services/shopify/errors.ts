import { UpstreamError, type UpstreamFailure } from '../../ground/http/upstream';

/**
 * The one error type for Storefront API calls. `kind` says which step failed
 * so logs can tell an outage (network, timeout, status) from a bad document
 * (graphql) or a broken reply (malformed, too-large).
 */
export type StorefrontErrorKind = UpstreamFailure | 'graphql';

export class StorefrontError extends UpstreamError<'graphql'> {
  readonly operation: string;
  /** GraphQL `errors[].message` (kind "graphql") or a body excerpt (kind "status"). */
  readonly messages: string[];

  constructor(
    message: string,
    details: { operation: string; kind: StorefrontErrorKind; status?: number | null; messages?: string[]; cause?: unknown },
  ) {
    super(message, { service: 'storefront', kind: details.kind, status: details.status ?? null, cause: details.cause });
    this.name = 'StorefrontError';
    this.operation = details.operation;
    this.messages = details.messages ?? [];
  }
}
